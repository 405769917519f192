import {
  payLineTexts,
  type PaycheckCap,
  type PaycheckLine,
  type PaycheckResult,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { payLineNamerOf, type PayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { capLabel, employerCostCents, resultGroups } from '../model/result-groups';

/** A line as the engine writes it: its code (the kind, unless told), its English label. */
const line = (
  side: PaycheckLine['side'],
  kind: string,
  amountCents: number,
  extra: Partial<PaycheckLine> = {},
): PaycheckLine => {
  const code = extra.code ?? kind;
  const label = (payLineTexts.en.codes as Record<string, string>)[code] ?? `engine ${code}`;
  return { side, kind, code, label, amountCents, ...extra };
};

const english = payLineNamerOf({ locale: 'en-US' });
const french = payLineNamerOf({ locale: 'fr-FR' });

// A Washington paycheck with a reimbursement, a named post-tax deduction and a state programme.
const result: PaycheckResult = {
  grossCents: 300_000,
  netPayCents: 241_000,
  reimbursementsCents: 5_000,
  taxableWages: {
    federalIncomeTaxCents: 300_000,
    socialSecurityCents: 300_000,
    medicareCents: 300_000,
    additionalMedicareCents: 0,
    futaCents: 300_000,
    sutaCents: 0,
    stateIncomeTaxCents: 0,
  },
  subjectWages: {
    socialSecurityCents: 300_000,
    medicareCents: 300_000,
    futaCents: 300_000,
    sutaCents: 300_000,
    supplementalCents: 0,
  },
  employeeTaxes: {
    federalIncomeTaxCents: 30_000,
    socialSecurityCents: 18_600,
    medicareCents: 4_350,
    additionalMedicareCents: 0,
    stateIncomeTaxCents: 0,
    otherCents: 1_050,
  },
  employerTaxes: {
    socialSecurityCents: 18_600,
    medicareCents: 4_350,
    futaCents: 1_800,
    sutaCents: 0,
    otherCents: 0,
  },
  deductions: { preTaxCents: 0, postTaxCents: 15_000 },
  totals: { employeeTaxesCents: 54_000, employerTaxesCents: 24_750, deductionsCents: 15_000 },
  capped: [],
  lines: [
    line('earning', 'salary', 300_000),
    line('earning', 'reimbursement', 5_000),
    line('employeeTax', 'federalIncomeTax', 30_000),
    line('employeeTax', 'socialSecurity', 18_600),
    line('employeeTax', 'medicare', 4_350),
    line('employeeTax', 'stateProgramme', 1_050, {
      code: 'WA_CARES',
      jurisdiction: { level: 'state', state: 'WA' },
    }),
    line('deduction', 'roth401k', 10_000),
    line('deduction', 'postTax', 5_000, { label: 'Union dues' }),
    line('employerTax', 'socialSecurity', 18_600),
    line('employerTax', 'medicare', 4_350),
    line('employerTax', 'futa', 1_800),
  ],
};

describe('the result as a pay stub reads', () => {
  const groups = resultGroups(result, english);

  it('groups the lines with the engine’s totals', () => {
    expect(groups.map((group) => [group.id, group.lines.length, group.totalCents])).toEqual([
      ['earnings', 1, 300_000],
      ['reimbursements', 1, 5_000],
      ['employeeTaxes', 4, 54_000],
      ['deductions', 2, 15_000],
      ['employerTaxes', 3, 24_750],
    ]);
  });

  it('leaves out reimbursements when there are none', () => {
    const without = {
      ...result,
      reimbursementsCents: 0,
      lines: result.lines.filter((l) => l.kind !== 'reimbursement'),
    };
    expect(resultGroups(without, english).map((group) => group.id)).toEqual([
      'earnings',
      'employeeTaxes',
      'deductions',
      'employerTaxes',
    ]);
  });

  it('names lines by code in the reader’s language, and keeps a deduction’s own name', () => {
    const labels = resultGroups(result, french).flatMap((group) =>
      group.lines.map((entry) => entry.label),
    );
    expect(labels).toEqual([
      'Salaire',
      'Remboursement',
      'Impôt fédéral sur le revenu',
      'Sécurité sociale',
      'Medicare',
      'Fonds WA Cares',
      'Roth 401(k)',
      'Union dues',
      'Sécurité sociale',
      'Medicare',
      'Chômage fédéral (FUTA)',
    ]);
  });

  it('names the state of a state tax, the locality of a local tax, the days of a salary', () => {
    const name = (extra: Partial<PaycheckLine>, kind = extra.code ?? '') =>
      resultGroups({ ...result, lines: [line('employeeTax', kind, 1, extra)] }, french)
        .flatMap((group) => group.lines)
        .map((entry) => entry.label);
    expect(name({ code: 'stateIncomeTax', jurisdiction: { level: 'state', state: 'IL' } })).toEqual(
      ['Impôt sur le revenu de l’État (Illinois)'],
    );
    expect(
      name({
        code: 'localIncomeTax',
        jurisdiction: { level: 'local', state: 'NY', localId: 'NYC' },
      }),
    ).toEqual(['Impôt local sur le revenu (ville de New York)']);
    const prorated = line('earning', 'salary', 1, {
      proration: { workedDays: 3, workingDays: 10 },
    });
    expect(
      resultGroups({ ...result, lines: [prorated] }, english)[0]?.lines.map((entry) => entry.label),
    ).toEqual(['Salary (3 of 10 working days)']);
  });

  it('names a reduced line as its line reads: by its code and jurisdiction', () => {
    const cap = (
      extra: Pick<PaycheckCap, 'side' | 'code' | 'kind' | 'label'> & Partial<PaycheckCap>,
    ) => ({
      requestedCents: 2,
      appliedCents: 1,
      ...extra,
    });
    expect(
      capLabel(
        cap({
          side: 'employeeTax',
          code: 'stateIncomeTax',
          kind: 'stateIncomeTax',
          label: 'Illinois income tax',
          jurisdiction: { level: 'state', state: 'IL' },
        }),
        french,
      ),
    ).toBe('Impôt sur le revenu de l’État (Illinois)');
    expect(
      capLabel(
        cap({ side: 'deduction', code: 'postTax', kind: 'postTax', label: 'Union dues' }),
        french,
      ),
    ).toBe('Union dues');
    expect(
      capLabel(cap({ side: 'deduction', code: '401k', kind: '401k', label: '401(k)' }), french),
    ).toBe('401(k)');
  });

  it('names every line through the namer it is given', () => {
    const marked: PayLineNamer = (entry) => `«${entry.code}»`;
    const labels = resultGroups(result, marked).flatMap((group) =>
      group.lines.map((entry) => entry.label),
    );
    expect(labels).toEqual(result.lines.map((entry) => `«${entry.code}»`));
  });

  it('counts what the paycheck costs the employer', () => {
    expect(employerCostCents(result)).toBe(300_000 + 5_000 + 24_750);
  });
});
