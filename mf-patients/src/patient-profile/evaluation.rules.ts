/** spec 001 §9: three evaluation state slots per patient; UI levels 1 (green), 2 (orange), 3 (red). */
export const EVALUATION_SLOTS = 3;

export interface EvaluationChoice {
  id: string;
  name: string;
  level: 1 | 2 | 3;
}

export const canAddState = (slots: readonly EvaluationChoice[]) => slots.length < EVALUATION_SLOTS;

/** The select filtered by level, leaving out states already in a slot. */
export function statesForLevel(
  options: readonly EvaluationChoice[],
  level: number,
  slots: readonly EvaluationChoice[],
) {
  return options.filter((option) => option.level === level && !slots.some((slot) => slot.id === option.id));
}

/** Adds a state to the next free slot; a full set or a state already chosen is left unchanged. */
export function addState(slots: readonly EvaluationChoice[], state: EvaluationChoice): EvaluationChoice[] {
  if (!canAddState(slots) || slots.some((slot) => slot.id === state.id)) return [...slots];
  return [...slots, state];
}

export const removeState = (slots: readonly EvaluationChoice[], id: string) =>
  slots.filter((slot) => slot.id !== id);
