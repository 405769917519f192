/**
 * An ownership percentage (60 means 60 %) in the locale, with up to two decimals: "60%" in
 * English, "60 %" in French.
 */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/** The total of some owners' percentages, added in hundredths so 33.33 × 3 is 99.99 exactly. */
export function ownershipTotal(percentages: readonly (number | undefined)[]): number {
  const hundredths = percentages.reduce<number>(
    (sum, value) =>
      sum + (value !== undefined && Number.isFinite(value) ? Math.round(value * 100) : 0),
    0,
  );
  return hundredths / 100;
}
