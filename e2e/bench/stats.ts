/** The bench's one median (ARCHITECTURE §5.1 reports medians): the middle value, the upper one of an even count. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
