import { describe, expect, it } from 'vitest';
import { csvText, sutaCsv } from './suta-csv';

describe('state unemployment CSV', () => {
  it('defuses a cell a spreadsheet would run as a formula, and quotes separators', () => {
    expect(csvText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@cmd')).toBe("'@cmd");
    expect(csvText('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvText('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvText('Plain')).toBe('Plain');
  });

  it('writes a header, one line per employee and the totals', () => {
    const wages = {
      grossWagesCents: 150_005,
      taxableWagesCents: 100_000,
      excessWagesCents: 50_005,
    };
    const csv = sutaCsv(
      {
        state: 'IL',
        quarter: '2026Q4',
        rows: [{ employeeId: 'e1', name: '=Doe, Jane', ssnLast4: '6789', ...wages }],
        totals: { employees: 1, ...wages },
      },
      (_id, last4) => `XXX-XX-${last4 ?? ''}`,
    );
    expect(csv).toBe(
      'Employee,SSN,Gross wages,Taxable wages,Excess wages\r\n' +
        `"'=Doe, Jane",XXX-XX-6789,1500.05,1000.00,500.05\r\n` +
        'Total,,1500.05,1000.00,500.05\r\n',
    );
  });
});
