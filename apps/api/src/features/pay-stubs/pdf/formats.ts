/** Money, dates and hours written for one locale with Intl. */
export type StubFormats = {
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  hours: (hours: number) => string;
};

const cache = new Map<string, StubFormats>();

/** Building Intl formatters costs more than using them: one set per locale, kept. */
export function stubFormatsFor(locale: string): StubFormats {
  const known = cache.get(locale);
  if (known) return known;
  const formats = buildFormats(locale);
  cache.set(locale, formats);
  return formats;
}

function buildFormats(locale: string): StubFormats {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    // Cents to dollars only at the edge: 1234 cents is written 12.34 (never summed as floats).
    money: (cents) => money.format(cents / 100),
    date: (isoDate) => date.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    hours: (value) => hours.format(value),
  };
}
