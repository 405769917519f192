import { usStateNames, type TaxLiability } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { agencyLabelOf, localNamesOf } from '../model/agency-names';
import {
  agencyOf,
  depositDueDates,
  payrollRowsOf,
  summarizeLiabilities,
  totalOf,
} from '../model/agency-summary';
import {
  currentQuarter,
  parseQuarterKey,
  quarterKey,
  quarterOf,
  quarterRange,
  shiftQuarter,
} from '../model/quarters';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';

const item = (overrides: Partial<TaxLiability>): TaxLiability => ({
  payrollId: 'p1',
  payDate: '2026-10-09',
  agency: 'irs',
  tax: 'federal_income',
  employeeCents: 0,
  employerCents: 0,
  depositDueDate: null,
  ...overrides,
});

const ledger: TaxLiability[] = [
  item({
    payrollId: 'p2',
    payDate: '2026-10-23',
    agency: 'local:MD-16',
    tax: 'local_income',
    employeeCents: 1_250,
  }),
  item({ agency: 'state:MD', tax: 'state_income', employeeCents: 4_410 }),
  item({
    payrollId: 'p2',
    payDate: '2026-10-23',
    tax: 'social_security',
    employeeCents: 6_200,
    employerCents: 6_200,
    depositDueDate: '2026-11-16',
  }),
  item({
    tax: 'social_security',
    employeeCents: 6_045,
    employerCents: 6_045,
    depositDueDate: '2026-11-16',
  }),
  item({ tax: 'federal_income', employeeCents: 11_300, depositDueDate: '2026-11-16' }),
  item({
    payrollId: 'p3',
    payDate: '2026-11-06',
    tax: 'futa',
    employerCents: 420,
    depositDueDate: '2027-02-01',
  }),
  item({
    payrollId: 'p3',
    payDate: '2026-11-06',
    tax: 'federal_income',
    employeeCents: 9_800,
    depositDueDate: '2026-12-15',
  }),
  item({ agency: 'state:CA', tax: 'state_programme', employeeCents: 1_300 }),
  item({ agency: 'state:MD', tax: 'state_unemployment', employerCents: 2_600 }),
];

describe('quarters', () => {
  it('read a date’s quarter and its first and last days, leap years included', () => {
    expect(quarterOf('2026-11-27')).toEqual({ year: 2026, quarter: 4 });
    expect(quarterOf('2026-03-31')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterRange({ year: 2026, quarter: 4 })).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(quarterRange({ year: 2028, quarter: 1 })).toEqual({
      from: '2028-01-01',
      to: '2028-03-31',
    });
    expect(quarterRange({ year: 2026, quarter: 2 })).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(quarterRange({ year: 2026, quarter: 3 })).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(currentQuarter(new Date('2026-07-01T00:30:00Z'))).toEqual({ year: 2026, quarter: 3 });
  });

  it('step over the year’s end both ways and round-trip through the address', () => {
    expect(shiftQuarter({ year: 2026, quarter: 4 }, 1)).toEqual({ year: 2027, quarter: 1 });
    expect(shiftQuarter({ year: 2026, quarter: 1 }, -1)).toEqual({ year: 2025, quarter: 4 });
    expect(shiftQuarter({ year: 2026, quarter: 2 }, -6)).toEqual({ year: 2024, quarter: 4 });
    expect(quarterKey({ year: 2026, quarter: 4 })).toBe('2026-Q4');
    expect(parseQuarterKey('2026-Q4')).toEqual({ year: 2026, quarter: 4 });
    expect(parseQuarterKey('2026-Q5')).toBeNull();
    expect(parseQuarterKey(null)).toBeNull();
  });
});

describe('the ledger by agency and tax', () => {
  const summaries = summarizeLiabilities(ledger);

  it('puts the IRS first, then each state followed by its localities', () => {
    expect(summaries.map((summary) => summary.agency.id)).toEqual([
      'irs',
      'state:CA',
      'state:MD',
      'local:MD-16',
    ]);
    expect(agencyOf('local:PA-PSD-460602')).toEqual({
      kind: 'local',
      id: 'local:PA-PSD-460602',
      state: 'PA',
      localId: 'PA-PSD-460602',
    });
  });

  it('adds up each tax over the payrolls and each agency over its taxes', () => {
    const irs = summaries[0];
    expect(
      irs?.taxes.map((tax) => [tax.tax, tax.employeeCents, tax.employerCents, tax.totalCents]),
    ).toEqual([
      ['federal_income', 21_100, 0, 21_100],
      ['social_security', 12_245, 12_245, 24_490],
      ['futa', 0, 420, 420],
    ]);
    expect(irs).toMatchObject({ employeeCents: 33_345, employerCents: 12_665, totalCents: 46_010 });
    expect(summaries[2]).toMatchObject({
      employeeCents: 4_410,
      employerCents: 2_600,
      totalCents: 7_010,
    });
    expect(totalOf(summaries)).toEqual({
      employeeCents: 40_305,
      employerCents: 15_265,
      totalCents: 55_570,
    });
  });

  it('lists each agency’s payrolls by pay date, and the IRS deposit due dates', () => {
    const irs = summaries[0];
    if (!irs) throw new Error('no IRS');
    expect(irs.taxes[1]?.payrolls.map((payroll) => payroll.payrollId)).toEqual(['p1', 'p2']);
    expect(payrollRowsOf(irs).map((row) => `${row.payrollId} ${row.tax}`)).toEqual([
      'p1 federal_income',
      'p1 social_security',
      'p2 social_security',
      'p3 federal_income',
      'p3 futa',
    ]);
    expect(depositDueDates(irs)).toEqual(['2026-11-16', '2026-12-15', '2027-02-01']);
    expect(summaries[1] && depositDueDates(summaries[1])).toEqual([]);
  });

  it('adds two items of one payroll and tax rather than dropping one', () => {
    const [irs] = summarizeLiabilities([item({ employeeCents: 100 }), item({ employeeCents: 50 })]);
    expect(irs?.taxes[0]?.payrolls).toEqual([
      expect.objectContaining({ employeeCents: 150, totalCents: 150 }),
    ]);
  });

  it('is empty for a quarter without payroll', () => {
    expect(summarizeLiabilities([])).toEqual([]);
    expect(totalOf([])).toEqual({ employeeCents: 0, employerCents: 0, totalCents: 0 });
  });
});

describe('agency names', () => {
  const names = localNamesOf(
    [
      {
        code: 'MD',
        name: 'Maryland',
        hasIncomeTax: true,
        certificateName: 'MW507',
        taxYears: [2026],
        certificate: { type: 'object', properties: {} },
        locals: [
          { localId: 'MD-16', name: 'Montgomery County', source: 'table' },
          { localId: 'PA-PSD', name: 'Act 32 earned income tax', source: 'employer' },
        ],
        publication: null,
      },
    ],
    undefined,
  );

  it('names the state in the reader’s language and a locality by its name or its id', () => {
    const label = (id: string) => agencyLabelOf(agencyOf(id), usStateNames.fr, names);
    expect(label('irs')).toEqual({ id: 'taxFilings.agency.irs', values: {} });
    expect(label('state:CA')).toEqual({
      id: 'taxFilings.agency.state',
      values: { state: 'Californie' },
    });
    expect(label('local:MD-16')).toEqual({
      id: 'taxFilings.agency.local',
      values: { name: 'Montgomery County', state: 'Maryland' },
    });
    // An employer-entered kind's prefix is not a locality's name.
    expect(label('local:PA-PSD-460602')).toEqual({
      id: 'taxFilings.agency.localId',
      values: { id: 'PA-PSD-460602', state: 'Pennsylvanie' },
    });
  });

  it('has one text per tax of the contract, in four languages with the same keys', () => {
    const english = en as Record<string, string>;
    for (const tax of ['federal_income', 'futa', 'state_programme', 'local_income']) {
      expect(english[`taxFilings.tax.${tax}`]).toBeDefined();
    }
    for (const catalogue of [fr, ro, zh]) expect(Object.keys(catalogue)).toEqual(Object.keys(en));
  });
});
