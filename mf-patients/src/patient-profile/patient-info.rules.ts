/** spec 001 §3, §9: the progression phase has 6 levels. */
export const PHASES = [1, 2, 3, 4, 5, 6] as const;
