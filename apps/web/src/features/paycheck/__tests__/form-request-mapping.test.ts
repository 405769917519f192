import {
  deductionCodes,
  earningCodes,
  earningInputs,
  type EarningCode,
  type PaycheckRequestInput,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEDUCTION_KINDS,
  EARNING_KINDS,
  FILING_STATUSES_2020,
  filingStatusFor,
  newDeductionLine,
  newEarningLine,
  payDateInYear,
  type PaycheckFormValues,
} from '../model/form-values';
import { requestToForm, startingForm, startingTaxYear } from '../model/from-request';
import { formToRequest } from '../model/to-request';
import { illinoisCertificate } from './fixtures';

const money = (text: string) => ({ text, locale: 'en' as const });

/** A biweekly $78,000 salary in Texas, as the form holds it after the person typed it. */
const texasSalary = (): PaycheckFormValues => {
  const form = startingForm('2026-03-13', [2025, 2026], 'en');
  return {
    ...form,
    earnings: [{ ...newEarningLine('en'), amount: money('78,000') }],
    state: { code: 'TX', fields: {} },
  };
};

describe('form → request', () => {
  it('sends a biweekly $78,000 salary in Texas as the contract expects, in cents', () => {
    expect(formToRequest(texasSalary(), null)).toEqual({
      request: {
        taxYear: 2026,
        payFrequency: 'biweekly',
        payDate: '2026-03-13',
        earnings: [{ kind: 'salary', annualCents: 7_800_000 }],
        deductions: [],
        federal: {
          w4Version: '2020',
          filingStatus: 'single',
          multipleJobs: false,
          exempt: false,
        },
        state: { code: 'TX' },
      },
      issues: [],
    });
  });

  it('sends each earning kind with its own figures only', () => {
    const form = texasSalary();
    form.earnings = [
      { ...newEarningLine('en'), salaryBasis: 'period', amount: money('3000') },
      { ...newEarningLine('en', 'hourly'), hours: '7,5', rate: money('25.10'), amount: money('9') },
      { ...newEarningLine('en', 'overtime'), hours: '2.25', rate: money('30') },
      { ...newEarningLine('en', 'bonus'), amount: money('0.29'), hours: '40' },
      { ...newEarningLine('en', 'reimbursement'), amount: money('19.99') },
    ];
    expect(formToRequest(form, null).request.earnings).toEqual([
      { kind: 'salary', amountCents: 300_000 },
      { kind: 'hourly', hours: 7.5, rateCents: 2_510 },
      { kind: 'overtime', hours: 2.25, rateCents: 3_000 },
      { kind: 'bonus', amountCents: 29 },
      { kind: 'reimbursement', amountCents: 1_999 },
    ]);
  });

  it('asks every earning of the vocabulary for what its code says: hours and rate, or an amount', () => {
    const form = texasSalary();
    form.earnings = EARNING_KINDS.map((kind) => ({
      ...newEarningLine('en', kind),
      hours: '8',
      rate: money('20'),
      amount: money('100'),
    }));
    const earnings = formToRequest(form, null).request.earnings as Record<string, unknown>[];
    expect(earnings.map((earning) => earning.kind)).toEqual([...earningCodes]);
    for (const earning of earnings) {
      const input = earningInputs[earning.kind as EarningCode];
      if (input === 'hours')
        expect(earning).toEqual({ kind: earning.kind, hours: 8, rateCents: 2_000 });
      if (input === 'amount') expect(earning).toEqual({ kind: earning.kind, amountCents: 10_000 });
    }
    expect(earnings).toContainEqual({ kind: 'vacation', hours: 8, rateCents: 2_000 });
    expect(DEDUCTION_KINDS).toEqual(deductionCodes);
  });

  it('names only an other post-tax deduction, and only when a name is given', () => {
    const form = texasSalary();
    form.deductions = [
      { ...newDeductionLine('en', '401k'), amount: money('150'), label: 'ignored' },
      { ...newDeductionLine('en', 'postTax'), amount: money('20'), label: 'Union dues' },
      { ...newDeductionLine('en', 'postTax'), amount: money('5'), label: '  ' },
    ];
    expect(formToRequest(form, null).request.deductions).toEqual([
      { kind: '401k', amountCents: 15_000 },
      { kind: 'postTax', amountCents: 2_000, label: 'Union dues' },
      { kind: 'postTax', amountCents: 500 },
    ]);
  });

  it('sends the fields of the chosen W-4 edition only', () => {
    const form = texasSalary();
    form.federal = {
      ...form.federal,
      filingStatus: 'married',
      w4Version: '2019',
      allowances: '3',
      dependents: money('2000'),
      extraWithholding: money('10'),
    };
    expect(formToRequest(form, null).request.federal).toEqual({
      w4Version: '2019',
      filingStatus: 'married',
      allowances: 3,
      extraWithholdingCents: 1_000,
      exempt: false,
    });
  });

  it('sends the state’s certificate fields beside its code, and year-to-date wages when given', () => {
    const form = texasSalary();
    form.state = {
      code: 'IL',
      fields: {
        basicAllowances: '2',
        additionalAllowances: '0',
        additionalWithholdingCents: money(''),
        exempt: false,
      },
    };
    form.ytd = { ...form.ytd, include: true, socialSecurityWages: money('150000') };
    const { request } = formToRequest(form, illinoisCertificate);
    expect(request.state).toEqual({
      code: 'IL',
      basicAllowances: 2,
      additionalAllowances: 0,
      exempt: false,
    });
    expect(request.ytd).toEqual({ socialSecurityWagesCents: 15_000_000 });
    expect(formToRequest({ ...form, ytd: { ...form.ytd, include: false } }, null).request.ytd).toBe(
      undefined,
    );
  });

  it('reports text that is not a number at its field and leaves it out', () => {
    const form = texasSalary();
    form.earnings = [
      { ...newEarningLine('en', 'hourly'), hours: 'eighty', rate: money('25 dollars') },
    ];
    const { request, issues } = formToRequest(form, null);
    expect(request.earnings).toEqual([{ kind: 'hourly' }]);
    expect(issues).toEqual([
      { path: 'earnings.0.hours', message: 'paycheck.validation.number' },
      { path: 'earnings.0.rate', message: 'paycheck.validation.money' },
    ]);
  });
});

describe('request → form → request', () => {
  const full: PaycheckRequestInput = {
    taxYear: 2026,
    payFrequency: 'semimonthly',
    payDate: '2026-06-15',
    earnings: [
      { kind: 'salary', annualCents: 10_000_000 },
      { kind: 'hourly', hours: 80, rateCents: 2_500 },
      { kind: 'overtime', hours: 5.25, rateCents: 2_500 },
      { kind: 'sick', hours: 8, rateCents: 2_500 },
      { kind: 'commission', amountCents: 50_001 },
    ],
    deductions: [
      { kind: 'section125', amountCents: 12_345 },
      { kind: 'hsa', amountCents: 4_000 },
      { kind: 'roth401k', amountCents: 1 },
      { kind: 'postTax', amountCents: 999, label: 'Garnishment' },
    ],
    federal: {
      w4Version: '2020',
      filingStatus: 'head_of_household',
      multipleJobs: true,
      dependentsCents: 400_000,
      otherIncomeCents: 99,
      deductionsCents: 1_000_000,
      extraWithholdingCents: 2_500,
      exempt: false,
    },
    state: {
      code: 'IL',
      basicAllowances: 1,
      additionalAllowances: 2,
      additionalWithholdingCents: 700,
      exempt: true,
    },
    ytd: {
      socialSecurityWagesCents: 17_000_000,
      medicareWagesCents: 17_000_000,
      futaWagesCents: 700_000,
      sutaWagesCents: 1_425_000,
    },
  };

  it.each(['en', 'fr', 'ro', 'zh'] as const)('gives back the same request in %s', (locale) => {
    const form = requestToForm(full, illinoisCertificate, locale);
    expect(formToRequest(form, illinoisCertificate)).toEqual({ request: full, issues: [] });
  });

  it('gives back a 2019 W-4 request', () => {
    const request: PaycheckRequestInput = {
      ...full,
      federal: {
        w4Version: '2019',
        filingStatus: 'married',
        allowances: 4,
        extraWithholdingCents: 0,
        exempt: true,
      },
    };
    const form = requestToForm(request, illinoisCertificate, 'en');
    expect(formToRequest(form, illinoisCertificate).request.federal).toEqual(request.federal);
  });
});

describe('starting values and the links between fields', () => {
  it('starts on today in this tax year, or on this day of the latest year with data', () => {
    expect(startingTaxYear('2026-11-22', [2025, 2026])).toBe(2026);
    expect(startingTaxYear('2027-01-05', [2025, 2026])).toBe(2026);
    const form = startingForm('2027-02-28', [2025, 2026], 'en');
    expect(form).toMatchObject({ taxYear: 2026, payDate: '2026-02-28', payFrequency: 'biweekly' });
    expect(form.earnings).toEqual([newEarningLine('en', 'salary')]);
    expect(form.state).toEqual({ code: '', fields: {} });
  });

  it('keeps the pay date in the tax year, 29 February becoming the 28th', () => {
    expect(payDateInYear('2024-02-29', 2025)).toBe('2025-02-28');
    expect(payDateInYear('2025-12-31', 2026)).toBe('2026-12-31');
  });

  it('keeps the closest filing status when the W-4 edition changes', () => {
    expect(filingStatusFor('2019', 'married_jointly')).toBe('married');
    expect(filingStatusFor('2019', 'head_of_household')).toBe('single');
    expect(filingStatusFor('2020', 'married')).toBe('married_jointly');
    expect(filingStatusFor('2020', 'head_of_household')).toBe('head_of_household');
    // The 2020 form has no box of its own for it: "Single or Married filing separately".
    expect(filingStatusFor('2020', 'married_separately')).toBe('single');
    expect(FILING_STATUSES_2020).toEqual(['single', 'married_jointly', 'head_of_household']);
  });
});
