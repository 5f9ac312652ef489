/** Evaluation levels on the UI scale 1, 2, 3 (low, mid, high; spec 001 §9), as the database stores them. */
export type EvaluationLevel = 1 | 2 | 3;
export const EVALUATION_LEVELS: readonly EvaluationLevel[] = [1, 2, 3];
