import type { StateUnemploymentReport } from '@paydesk/contracts';

const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * One text cell: a leading formula character (= + - @, tab, carriage return) gets an apostrophe
 * so a spreadsheet shows the text rather than runs it; quoted when it holds a comma, a quote or a
 * line break. Amounts are written by `money`, never through here, so a negative stays a number.
 */
export const csvText = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const HEADER = ['Employee', 'SSN', 'Gross wages', 'Taxable wages', 'Excess wages'];

/** The state unemployment wage report: a header, one line per employee, then the totals. */
export function sutaCsv(
  report: StateUnemploymentReport,
  ssnOf: (employeeId: string, last4: string | null) => string,
): string {
  const amounts = (row: {
    grossWagesCents: number;
    taxableWagesCents: number;
    excessWagesCents: number;
  }) => [money(row.grossWagesCents), money(row.taxableWagesCents), money(row.excessWagesCents)];
  const lines = [
    HEADER.join(','),
    ...report.rows.map((row) =>
      [csvText(row.name), csvText(ssnOf(row.employeeId, row.ssnLast4)), ...amounts(row)].join(','),
    ),
    ['Total', '', ...amounts(report.totals)].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
