import type {
  PayLineJurisdiction,
  PaycheckCap,
  PaycheckDeduction,
  PaycheckGarnishmentResult,
  PaycheckLine,
  PaycheckResult,
  TaxExplanation,
  UsStateCode,
} from '@paydesk/contracts';
import {
  addBenefitFields,
  garnishedCents,
  garnishmentFields,
  garnishmentLines,
} from './benefits/benefit-lines';
import { isPreTax } from './deduction-treatment';
import { deductionLabel } from './deductions';
import type { Earnings } from './earnings';
import { FEDERAL, type EmployeeTaxes, type EmployeeTaxKind } from './employee-taxes';
import type { EmployerTaxes } from './employer-taxes';
import { lineLabel, type LabelledLine } from './pay-line-label';

export type PaycheckParts = {
  readonly earnings: Earnings;
  readonly taxes: EmployeeTaxes;
  /** What was withheld, indexed like `taxes.items`. */
  readonly appliedTaxCents: readonly number[];
  readonly deductions: readonly PaycheckDeduction[];
  /** What each deduction asked for this paycheck (its percentage resolved), indexed like `deductions`. */
  readonly requestedDeductionCents: readonly number[];
  /** What was deducted, indexed like `deductions`. */
  readonly appliedDeductionCents: readonly number[];
  /** Limits met and employer contributions, indexed like `deductions`. */
  readonly benefits: {
    readonly limitReached: readonly boolean[];
    readonly employerCents: readonly number[];
  };
  /** The orders' shares, when the request listed garnishments. */
  readonly garnishments: readonly PaycheckGarnishmentResult[] | undefined;
  readonly employer: EmployerTaxes;
  /** The work state, whose taxes and programmes the state lines are. */
  readonly state: UsStateCode;
};

/** Pay stubs list the federal income tax first, whatever the order taxes give way in. */
const STUB_ORDER: readonly EmployeeTaxKind[] = [
  'federalIncomeTax',
  'socialSecurity',
  'medicare',
  'additionalMedicare',
  'stateIncomeTax',
  'localIncomeTax',
  'stateProgramme',
];

type EmployeeTaxTotals = PaycheckResult['employeeTaxes'];

const addEmployeeTax = (totals: EmployeeTaxTotals, kind: EmployeeTaxKind, amount: number): void => {
  switch (kind) {
    case 'federalIncomeTax':
      totals.federalIncomeTaxCents += amount;
      break;
    case 'socialSecurity':
      totals.socialSecurityCents += amount;
      break;
    case 'medicare':
      totals.medicareCents += amount;
      break;
    case 'additionalMedicare':
      totals.additionalMedicareCents += amount;
      break;
    case 'stateIncomeTax':
    case 'localIncomeTax':
      totals.stateIncomeTaxCents += amount;
      break;
    case 'stateProgramme':
      totals.otherCents += amount;
      break;
  }
};

/** A line as the vocabulary names it, unless the request named it (`label`). */
type LineOf = LabelledLine & {
  readonly kind: string;
  readonly label?: string | undefined;
  readonly explanation?: TaxExplanation | undefined;
};

const line = (side: PaycheckLine['side'], of: LineOf, amountCents: number): PaycheckLine => {
  const built: PaycheckLine = {
    code: of.code,
    kind: of.kind,
    label: of.label ?? lineLabel(of),
    amountCents,
    side,
  };
  // Copies: a caller changing one answer's line must not change another's. (An explanation's
  // shared steps are frozen.)
  if (of.jurisdiction !== undefined) built.jurisdiction = { ...of.jurisdiction };
  if (of.proration !== undefined) built.proration = { ...of.proration };
  if (of.explanation !== undefined) built.explanation = of.explanation;
  return built;
};

const earningLines = (earnings: Earnings, lines: PaycheckLine[]): void => {
  for (const earning of earnings.lines) {
    lines.push({
      ...line('earning', { ...earning, kind: earning.code }, earning.amountCents),
      ...(earning.hours === undefined ? {} : { hours: earning.hours }),
      ...(earning.rateCents === undefined ? {} : { rateCents: earning.rateCents }),
    });
  }
};

const employerLines = (parts: PaycheckParts, lines: PaycheckLine[]): void => {
  const { employer, taxes } = parts;
  const state: PayLineJurisdiction = { level: 'state', state: parts.state };
  // The employer's social security and Medicare match the employee's: the same explanation.
  const fica = taxes.ficaExplanations;
  lines.push(
    line(
      'employerTax',
      {
        code: 'socialSecurity',
        kind: 'socialSecurity',
        jurisdiction: FEDERAL,
        explanation: fica.socialSecurity,
      },
      employer.socialSecurityCents,
    ),
    line(
      'employerTax',
      { code: 'medicare', kind: 'medicare', jurisdiction: FEDERAL, explanation: fica.medicare },
      employer.medicareCents,
    ),
    line(
      'employerTax',
      { code: 'futa', kind: 'futa', jurisdiction: FEDERAL, explanation: employer.futaExplanation },
      employer.futa.taxCents,
    ),
  );
  if (employer.suta !== null) {
    const explanation = employer.sutaExplanation ?? undefined;
    lines.push(
      line(
        'employerTax',
        { code: 'suta', kind: 'suta', jurisdiction: state, explanation },
        employer.suta.taxCents,
      ),
    );
  }
  const explanations = taxes.state.programmeExplanations;
  taxes.state.programmes.forEach((programme, index) => {
    if (programme.employerCents > 0) {
      const of = {
        code: programme.code,
        kind: 'stateProgramme',
        jurisdiction: state,
        explanation: explanations?.[index]?.employer,
      };
      lines.push(line('employerTax', of, programme.employerCents));
    }
  });
};

/** Gathers the computed parts into the calculator's answer, with its pay-stub lines. */
export const buildPaycheckResult = (parts: PaycheckParts): PaycheckResult => {
  const { earnings, taxes, appliedTaxCents, deductions, appliedDeductionCents, employer } = parts;
  const lines: PaycheckLine[] = [];
  const capped: PaycheckCap[] = [];
  earningLines(earnings, lines);

  const employeeTaxes: EmployeeTaxTotals = {
    federalIncomeTaxCents: 0,
    socialSecurityCents: 0,
    medicareCents: 0,
    additionalMedicareCents: 0,
    stateIncomeTaxCents: 0,
    otherCents: 0,
  };
  let employeeTaxesCents = 0;
  for (const kind of STUB_ORDER) {
    for (let index = 0; index < taxes.items.length; index += 1) {
      const item = taxes.items[index];
      if (item === undefined || item.kind !== kind) continue;
      const amount = appliedTaxCents[index] ?? 0;
      employeeTaxesCents += amount;
      addEmployeeTax(employeeTaxes, kind, amount);
      const taxLine = line('employeeTax', item, amount);
      lines.push(taxLine);
      if (amount < item.requestedCents) {
        capped.push(cap('employeeTax', taxLine, item.requestedCents, amount));
      }
    }
  }

  let preTaxCents = 0;
  let postTaxCents = 0;
  let employerContributionsCents: number | undefined;
  deductions.forEach((deduction, index) => {
    const amount = appliedDeductionCents[index] ?? 0;
    const label = deductionLabel(deduction);
    if (isPreTax(deduction.kind)) preTaxCents += amount;
    else postTaxCents += amount;
    const deductionLine = line(
      'deduction',
      { code: deduction.kind, kind: deduction.kind, label },
      amount,
    );
    const employerCents = addBenefitFields(deductionLine, deduction, parts.benefits, index);
    if (employerCents !== undefined)
      employerContributionsCents = (employerContributionsCents ?? 0) + employerCents;
    lines.push(deductionLine);
    const requestedCents = parts.requestedDeductionCents[index] ?? 0;
    if (amount < requestedCents) {
      capped.push(cap('deduction', deductionLine, requestedCents, amount));
    }
  });

  let employerOtherCents = 0;
  for (const programme of taxes.state.programmes) employerOtherCents += programme.employerCents;
  const employerTaxes = {
    socialSecurityCents: employer.socialSecurityCents,
    medicareCents: employer.medicareCents,
    futaCents: employer.futa.taxCents,
    sutaCents: employer.suta?.taxCents ?? 0,
    otherCents: employerOtherCents,
  };
  const garnishmentsCents = garnishedCents(parts.garnishments);
  if (parts.garnishments !== undefined) lines.push(...garnishmentLines(parts.garnishments));
  employerLines(parts, lines);

  const deductionsCents = preTaxCents + postTaxCents;
  const wages = taxes.wages;
  return {
    grossCents: earnings.grossCents,
    netPayCents:
      earnings.grossCents -
      employeeTaxesCents -
      deductionsCents -
      (garnishmentsCents ?? 0) +
      earnings.reimbursementsCents,
    reimbursementsCents: earnings.reimbursementsCents,
    taxableWages: {
      federalIncomeTaxCents: wages.federalIncomeTaxWagesCents,
      socialSecurityCents: taxes.fica.socialSecurity.taxableCents,
      medicareCents: taxes.fica.medicare.taxableCents,
      additionalMedicareCents: taxes.fica.additionalMedicare.taxableCents,
      futaCents: employer.futa.taxableCents,
      sutaCents: employer.suta?.taxableCents ?? 0,
      stateIncomeTaxCents: taxes.state.incomeTaxWagesCents,
    },
    subjectWages: {
      socialSecurityCents: wages.ficaWagesCents,
      medicareCents: wages.ficaWagesCents,
      futaCents: wages.unemploymentWagesCents,
      sutaCents: wages.unemploymentWagesCents,
      supplementalCents: earnings.supplementalCents,
    },
    employeeTaxes,
    employerTaxes,
    deductions: { preTaxCents, postTaxCents },
    totals: {
      employeeTaxesCents,
      employerTaxesCents:
        employerTaxes.socialSecurityCents +
        employerTaxes.medicareCents +
        employerTaxes.futaCents +
        employerTaxes.sutaCents +
        employerTaxes.otherCents,
      deductionsCents,
      ...(employerContributionsCents === undefined ? {} : { employerContributionsCents }),
      ...(garnishmentsCents === undefined ? {} : { garnishmentsCents }),
    },
    ...garnishmentFields(parts.garnishments, earnings.grossCents - employeeTaxesCents),
    capped,
    lines,
  };
};

const cap = (
  side: PaycheckCap['side'],
  capped: PaycheckLine,
  requestedCents: number,
  appliedCents: number,
): PaycheckCap => ({
  side,
  code: capped.code,
  ...(capped.jurisdiction === undefined ? {} : { jurisdiction: capped.jurisdiction }),
  kind: capped.kind,
  label: capped.label,
  requestedCents,
  appliedCents,
});
