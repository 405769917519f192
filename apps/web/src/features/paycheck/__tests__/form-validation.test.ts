import { paycheckRequestSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { fieldPathSegments, formFieldFor } from '../model/field-paths';
import {
  createPaycheckResolver,
  problemsToFieldErrors,
  serverProblems,
  validatePaycheckForm,
} from '../model/form-validation';
import { newDeductionLine, newEarningLine, type PaycheckFormValues } from '../model/form-values';
import { startingForm } from '../model/from-request';
import { contractMessageIds, messageIdFor } from '../model/validation-messages';
import { certificateOf, illinoisCertificate } from './fixtures';

const money = (text: string) => ({ text, locale: 'en' as const });

const form = (change: Partial<PaycheckFormValues> = {}): PaycheckFormValues => ({
  ...startingForm('2026-03-13', [2025, 2026], 'en'),
  earnings: [{ ...newEarningLine('en'), amount: money('78000') }],
  state: { code: 'TX', fields: {} },
  ...change,
});

const illinois = (basicAllowances: string) => ({
  code: 'IL',
  fields: {
    basicAllowances,
    additionalAllowances: '0',
    additionalWithholdingCents: money('0.00'),
    exempt: false,
  },
});

describe('the form checked with the contract before sending', () => {
  it('gives the parsed request, defaults filled in by the contract', () => {
    const result = validatePaycheckForm(form(), null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.federal).toEqual({
      w4Version: '2020',
      filingStatus: 'single',
      multipleJobs: false,
      dependentsCents: 0,
      otherIncomeCents: 0,
      deductionsCents: 0,
      extraWithholdingCents: 0,
      exempt: false,
    });
    expect(result.request.earnings).toEqual([{ kind: 'salary', annualCents: 7_800_000 }]);
  });

  it('puts each contract problem on the field that shows it', () => {
    const result = validatePaycheckForm(
      form({
        earnings: [
          { ...newEarningLine('en', 'hourly'), hours: '1.234', rate: money('20') },
          { ...newEarningLine('en', 'bonus'), amount: money('') },
        ],
        state: { code: '', fields: {} },
      }),
      null,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'earnings.0.hours', message: 'may have at most two decimals', code: 'custom' },
        {
          field: 'earnings.1.amount',
          message: 'paycheck.validation.required',
          code: 'invalid_type',
        },
        {
          field: 'state.code',
          message: 'must be a two-letter upper-case state code such as "TX"',
          code: 'invalid_format',
        },
      ],
    });
  });

  it('checks the state’s certificate fields and the pay date’s year', () => {
    const result = validatePaycheckForm(
      form({ state: illinois('-1'), payDate: '2025-12-31' }),
      illinoisCertificate,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        field: 'state.fields.basicAllowances',
        message: 'paycheck.validation.minimum',
        code: 'client',
      },
      { field: 'payDate', message: 'paycheck.validation.payDateYear', code: 'client' },
    ]);
  });

  it('resolves the form for react-hook-form with the certificate of the state it names', async () => {
    const resolver = createPaycheckResolver(certificateOf);
    const ok = await resolver(form({ state: illinois('2') }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ state: { code: 'IL', basicAllowances: 2 } });
    const refused = await resolver(form({ state: illinois('x') }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(refused.errors).toEqual({
      state: {
        fields: { basicAllowances: { type: 'client', message: 'paycheck.validation.number' } },
      },
    });
  });

  it('keeps the first problem of a field, and puts problems without a field above the form', () => {
    expect(
      problemsToFieldErrors([
        { field: 'earnings.0.hours', message: 'first', code: 'client' },
        { field: 'earnings.0.hours', message: 'second', code: 'custom' },
        { field: null, message: 'must list at least one earning', code: 'too_small' },
      ]),
    ).toEqual({
      earnings: [{ hours: { type: 'client', message: 'first' } }],
      root: { type: 'too_small', message: 'must list at least one earning' },
    });
  });
});

describe('field paths of the contract, the API and the engine', () => {
  it('reads the three spellings alike', () => {
    expect(fieldPathSegments('earnings[0].hours')).toEqual(['earnings', '0', 'hours']);
    expect(fieldPathSegments('body.earnings.0.hours')).toEqual(['earnings', '0', 'hours']);
    expect(fieldPathSegments(['earnings', 0, 'hours'])).toEqual(['earnings', '0', 'hours']);
  });

  it.each([
    ['earnings[0].hours', 'earnings.0.hours'],
    ['body.earnings.0.annualCents', 'earnings.0.amount'],
    ['earnings[0]', 'earnings.0.amount'],
    ['earnings[1]', 'earnings.1.hours'],
    ['earnings[1].rateCents', 'earnings.1.rate'],
    ['earnings[7].hours', null],
    ['earnings', null],
    ['deductions[0].amountCents', 'deductions.0.amount'],
    ['federal.dependentsCents', 'federal.dependents'],
    ['federal', 'federal.filingStatus'],
    ['state.basicAllowances', 'state.fields.basicAllowances'],
    ['state.alowances', null],
    ['state.code', 'state.code'],
    ['state', 'state.code'],
    ['ytd.futaWagesCents', 'ytd.futaWages'],
    ['taxYear', 'taxYear'],
    ['payDate', 'payDate'],
    ['period', null],
    ['request', null],
  ])('%s → %s', (path, field) => {
    const values = form({
      earnings: [
        { ...newEarningLine('en'), amount: money('1') },
        { ...newEarningLine('en', 'hourly'), hours: '1', rate: money('1') },
      ],
      deductions: [{ kind: '401k', amount: money('1'), label: '' }],
      state: illinois('0'),
      ytd: { ...form().ytd, include: true },
    });
    expect(formFieldFor(path, values)).toBe(field);
  });

  it('places the API’s problems, keeping the server’s words', () => {
    expect(
      serverProblems(
        [
          {
            path: 'earnings[0].amountCents',
            message: 'brings this paycheck above $999,999,999.99',
          },
          { path: 'period', message: 'has no working day' },
        ],
        form(),
      ),
    ).toEqual([
      {
        field: 'earnings.0.amount',
        message: 'brings this paycheck above $999,999,999.99',
        code: 'server',
      },
      { field: null, message: 'has no working day', code: 'server' },
    ]);
  });
});

describe('a deduction without an amount', () => {
  it('is said to be required on its amount field, as before percentages existed', () => {
    const result = validatePaycheckForm(
      form({ deductions: [{ ...newDeductionLine('en', '401k'), amount: money('') }] }),
      null,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const problem = result.problems.find((item) => item.field === 'deductions.0.amount');
    expect(problem?.message).toBe('give exactly one of amountCents or percentage');
    expect(messageIdFor(problem?.message ?? '', problem?.code ?? '')).toBe(
      'paycheck.validation.required',
    );
  });
});

describe('messages in the user’s language', () => {
  const catalogue = en as Record<string, string>;

  it('has a catalogue text for every message id it maps to', () => {
    for (const id of Object.values(contractMessageIds)) expect(catalogue[id], id).toBeDefined();
    for (const code of ['invalid_type', 'invalid_value', 'too_small', 'too_big', 'custom']) {
      const id = messageIdFor('some zod default text', code);
      expect(id && catalogue[id], code).toBeDefined();
    }
  });

  it('translates what the request contract says about typical mistakes', () => {
    const bad = paycheckRequestSchema.safeParse({
      taxYear: 26,
      payFrequency: 'biweekly',
      payDate: '2026-02-30',
      earnings: [
        { kind: 'hourly', hours: -1.234, rateCents: 10.5 },
        { kind: 'salary' },
        { kind: 'bonus', amountCents: 1e12, label: '' },
      ],
      deductions: [{ kind: 'postTax', amountCents: 1, label: 'x'.repeat(101) }],
      federal: { w4Version: '2019', filingStatus: 'single', allowances: 100 },
      state: { code: 'tx' },
    });
    expect(bad.success).toBe(false);
    for (const issue of bad.error?.issues ?? []) {
      expect(contractMessageIds[issue.message], issue.message).toBeDefined();
    }
  });

  it('shows the server’s own sentences as written, and our ids as they are', () => {
    expect(messageIdFor('brings the hours of this paycheck to 400.00', 'server')).toBeNull();
    expect(messageIdFor('must not be negative', 'server')).toBe('paycheck.validation.negative');
    expect(messageIdFor('paycheck.validation.money', 'client')).toBe('paycheck.validation.money');
  });
});
