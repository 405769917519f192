/** The tax years a 1099-NEC is offered for: this one and the two before (records are kept). */
export const YEARS_SHOWN = 3;

export const recentYears = (now: Date = new Date()): number[] =>
  Array.from({ length: YEARS_SHOWN }, (_unused, back) => now.getFullYear() - back);
