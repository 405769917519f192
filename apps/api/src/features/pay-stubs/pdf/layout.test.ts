import { payLineNamerFor, type PayStubEarning } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { sampleStub } from '../sample-stub.test-kit';
import { stubFormatsFor } from './formats';
import { stubCatalogues } from './labels';
import { stubLayout } from './layout';

const layoutIn = (language: 'en' | 'fr' | 'ro' | 'zh', stub = sampleStub()) =>
  stubLayout(stub, stubCatalogues[language], stubFormatsFor(language), payLineNamerFor(language));
const en = (stub = sampleStub()) => layoutIn('en', stub);

describe('the layout of a pay stub page', () => {
  it('names the parties with the masked SSN, and the period', () => {
    const layout = en();
    expect(layout.employer.lines).toEqual([
      'Lakeside Bakery LLC',
      '410 Lakeshore Drive, Suite 2',
      'Chicago, IL 60611',
      'EIN 36-4812345',
    ]);
    expect(layout.employee.lines).toEqual([
      'Ethan Brooks',
      '1820 W Belmont Ave',
      'Chicago, IL 60657',
      'SSN ***-**-6789',
    ]);
    expect(layout.facts).toEqual([
      { label: 'Pay group', value: 'Biweekly staff' },
      { label: 'Pay period', value: 'Nov 14, 2026 – Nov 27, 2026' },
      { label: 'Pay date', value: 'Dec 4, 2026' },
    ]);
  });

  it('adds a time-off table with each policy’s hours used, accrued and balance, in the reader’s words', () => {
    const stub = {
      ...sampleStub(),
      timeOff: [
        {
          policyId: 'p1',
          name: 'Sick leave',
          kind: 'sick' as const,
          usedHours: 0,
          accruedHours: 2.13,
          balanceHours: 26.5,
        },
        {
          policyId: 'p2',
          name: 'Vacation',
          kind: 'vacation' as const,
          usedHours: 16,
          accruedHours: 4,
          balanceHours: 8,
        },
      ],
    };
    const titled = <T extends { title: string }>(tables: T[], title: string) =>
      tables.find((table) => table.title === title);
    const table = titled(en(stub).tables, 'Time off');
    expect(table).toBeDefined();
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Description',
      'Used',
      'Accrued',
      'Balance',
    ]);
    expect(table?.rows).toEqual([
      ['Sick leave', '0', '2.13', '26.5'],
      ['Vacation', '16', '4', '8'],
    ]);
    const french = titled(layoutIn('fr', stub).tables, 'Congés');
    expect(french?.rows[0]).toEqual(['Sick leave', '0', '2,13', '26,5']);
    // A stub without time off (or issued before it was kept) has no such table.
    expect(titled(en().tables, 'Time off')).toBeUndefined();
    expect(titled(en({ ...sampleStub(), timeOff: [] }).tables, 'Time off')).toBeUndefined();
  });

  it('has the four tables with current and year-to-date amounts and their totals', () => {
    const [earnings, employeeTaxes, deductions, employerTaxes] = en().tables;
    expect(earnings?.title).toBe('Earnings');
    expect(earnings?.columns.map((c) => c.label)).toEqual([
      'Description',
      'Hours',
      'Rate',
      'Current',
      'Year to date',
    ]);
    expect(earnings?.rows[0]).toEqual(['Regular pay', '80', '$23.50', '$1,880.00', '$41,360.00']);
    expect(earnings?.rows[2]).toEqual(['Bonus', '', '', '$250.00', '$250.00']);
    expect(earnings?.total).toEqual(['Gross pay', '', '', '$2,200.50', '$42,315.00']);
    expect(employeeTaxes?.rows.map((row) => row[0])).toEqual([
      'Federal income tax',
      'Social Security',
      'Medicare',
      // The state's income tax, named with the state of its jurisdiction.
      'Illinois income tax',
    ]);
    expect(employeeTaxes?.total).toEqual(['Total', '$473.53', '$9,309.88']);
    expect(deductions?.rows).toEqual([
      ['401(k)', '$88.00', '$1,760.00'],
      ['Health plan', '$45.00', '$945.00'],
    ]);
    expect(employerTaxes?.rows[3]?.[0]).toBe('Illinois unemployment (SUTA)');
  });

  it('sums gross to net, and lists the deposits with masked accounts and bank names', () => {
    const layout = en();
    expect(layout.summary.total).toEqual(['Net pay', '$1,593.97', '$30,300.12']);
    expect(layout.deposits.rows).toEqual([
      ['First Lakes Bank', '••••4321', '$500.00'],
      ['Prairie Credit Union', '••••1234', '$1,093.97'],
    ]);
    expect(layout.voided).toBeNull();
  });

  it('keeps the stored label of a tax the catalogue does not know', () => {
    const layout = en(
      sampleStub({
        employeeTaxes: [
          { code: 'PA_LST', label: 'Local services tax', amountCents: 100, ytdCents: 100 },
        ],
      }),
    );
    expect(layout.tables[1]?.rows[0]?.[0]).toBe('Local services tax');
  });

  it('says None for deposits when the stub paid nothing', () => {
    const layout = en(sampleStub({ deposits: [], netPayCents: 0 }));
    expect(layout.deposits.rows).toEqual([['None', '', '']]);
  });

  it('says None for an empty table, and VOID with the day across a voided stub', () => {
    const layout = en(
      sampleStub({
        deductions: [],
        deposits: [],
        status: 'voided',
        paymentStatus: 'voided',
        voidedAt: '2026-11-25T10:00:00.000Z',
      }),
    );
    expect(layout.tables[2]?.rows).toEqual([['None', '', '']]);
    expect(layout.tables[2]?.total).toBeNull();
    // Net pay with no deposit was paid by check.
    expect(layout.deposits.rows).toEqual([['Paid by check', '', '$1,593.97']]);
    expect(layout.voided).toEqual({
      mark: 'VOID',
      note: 'This payment was voided on Nov 25, 2026.',
    });
  });

  it('speaks the reader’s language', () => {
    const layout = stubLayout(
      sampleStub(),
      stubCatalogues.zh,
      stubFormatsFor('zh-CN'),
      payLineNamerFor('zh'),
    );
    expect(layout.title).toBe('工资单');
    expect(layout.tables[1]?.rows[0]?.[0]).toBe('联邦所得税');
    expect(layout.tables[1]?.rows[3]?.[0]).toBe('州所得税 (伊利诺伊州)');
    expect(layout.summary.total?.[1]).toBe('US$1,593.97');
    expect(layout.facts[2]?.value).toBe('2026年12月4日');
  });

  it('names the state of a state income tax in the reader’s language, as the screen does', () => {
    const georgia = sampleStub({
      employeeTaxes: [
        {
          code: 'stateIncomeTax',
          label: 'Georgia income tax',
          jurisdiction: { level: 'state', state: 'GA' },
          amountCents: 1,
          ytdCents: 1,
        },
        // A line stored without its jurisdiction keeps the label stored with it.
        { code: 'stateIncomeTax', label: 'Guam income tax', amountCents: 1, ytdCents: 1 },
      ],
    });
    const names = (language: 'en' | 'fr' | 'ro' | 'zh') =>
      layoutIn(language, georgia).tables[1]?.rows.map((row) => row[0]);
    expect(names('en')).toEqual(['Georgia income tax', 'Guam income tax']);
    expect(names('fr')).toEqual(['Impôt sur le revenu de l’État (Géorgie)', 'Guam income tax']);
    expect(names('ro')).toEqual(['Impozit de stat pe venit (Georgia)', 'Guam income tax']);
    expect(names('zh')).toEqual(['州所得税 (佐治亚州)', 'Guam income tax']);
  });

  it('names a local tax by its locality and a state programme by its code', () => {
    const local = sampleStub({
      employeeTaxes: [
        {
          code: 'localIncomeTax',
          label: 'NYC income tax',
          jurisdiction: { level: 'local', state: 'NY', localId: 'NYC' },
          amountCents: 1,
          ytdCents: 1,
        },
        {
          code: 'NY_PFL',
          label: 'NY PFL',
          jurisdiction: { level: 'state', state: 'NY' },
          amountCents: 1,
          ytdCents: 1,
        },
      ],
    });
    expect(layoutIn('en', local).tables[1]?.rows.map((row) => row[0])).toEqual([
      'New York City income tax',
      'New York paid family leave',
    ]);
    expect(layoutIn('fr', local).tables[1]?.rows[0]?.[0]).toBe(
      'Impôt local sur le revenu (ville de New York)',
    );
  });

  it('says how much of its period a prorated salary pays', () => {
    const salary: PayStubEarning = {
      code: 'salary',
      label: 'Salary',
      proration: { workedDays: 5, workingDays: 10 },
      hours: null,
      rateCents: null,
      amountCents: 100_000,
      ytdCents: 100_000,
    };
    expect(layoutIn('en', sampleStub({ earnings: [salary] })).tables[0]?.rows[0]?.[0]).toBe(
      'Salary (5 of 10 working days)',
    );
    expect(layoutIn('ro', sampleStub({ earnings: [salary] })).tables[0]?.rows[0]?.[0]).toBe(
      'Salariu (5 din 10 zile lucrătoare)',
    );
  });

  it('keeps the label a person gave a deduction, and names one they did not', () => {
    const deductions = sampleStub({
      deductions: [
        { code: 'section125', label: 'Health plan', amountCents: 1, ytdCents: 1 },
        {
          code: 'section125',
          label: 'Section 125 (cafeteria plan)',
          amountCents: 1,
          ytdCents: 1,
        },
      ],
    });
    expect(layoutIn('fr', deductions).tables[2]?.rows.map((row) => row[0])).toEqual([
      'Health plan',
      'Section 125 (plan cafétéria)',
    ]);
  });
});
