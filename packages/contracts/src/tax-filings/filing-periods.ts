import * as z from '../z';

/** The years a return is asked for: the forms' own editions go no further back. */
export const FILING_FIRST_YEAR = 2000;
export const FILING_LAST_YEAR = 2099;

const QUARTER_PATTERN = /^(\d{4})Q([1-4])$/;

/** A calendar quarter as `2026Q4`: its year and its number (1 is January–March). */
export type FilingQuarter = { year: number; quarter: 1 | 2 | 3 | 4 };

/** `2026Q4` as its year and quarter; null when it is not one. */
export function parseFilingQuarter(text: string): FilingQuarter | null {
  const match = QUARTER_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FILING_FIRST_YEAR || year > FILING_LAST_YEAR) return null;
  return { year, quarter: Number(match[2]) as FilingQuarter['quarter'] };
}

/** `GET /companies/{id}/filings/941?quarter=2026Q4`. */
export const form941QuerySchema = z.object({
  quarter: z.string({ error: 'must be a quarter such as 2026Q4' }).check(
    z.refine((text) => parseFilingQuarter(text) !== null, {
      message: `must be a quarter such as 2026Q4: a year from ${FILING_FIRST_YEAR} to ${FILING_LAST_YEAR}, Q and 1 to 4`,
    }),
  ),
});
export type Form941Query = z.infer<typeof form941QuerySchema>;

const yearText = z
  .string({ error: 'must be a year such as 2026' })
  .check(
    z.refine(
      (text) => /^\d{4}$/.test(text) && +text >= FILING_FIRST_YEAR && +text <= FILING_LAST_YEAR,
      { message: `must be a year from ${FILING_FIRST_YEAR} to ${FILING_LAST_YEAR}, such as 2026` },
    ),
  );

/** `GET /companies/{id}/filings/940?year=2026`. */
export const form940QuerySchema = z.object({ year: yearText });
export type Form940Query = z.infer<typeof form940QuerySchema>;

/** The file names of the returns' PDFs. */
export const form941FileName = (quarter: string): string => `941-${quarter}.pdf`;
export const form940FileName = (year: number | string): string => `940-${year}.pdf`;
