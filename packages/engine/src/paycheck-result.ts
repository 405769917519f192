import type {
  PaycheckCap,
  PaycheckDeduction,
  PaycheckLine,
  PaycheckResult,
} from '@paydesk/contracts';
import { deductionLabel, isPreTax } from './deductions';
import type { Earnings } from './earnings';
import type { EmployeeTaxes, EmployeeTaxKind } from './employee-taxes';
import type { EmployerTaxes } from './employer-taxes';

export type PaycheckParts = {
  readonly earnings: Earnings;
  readonly taxes: EmployeeTaxes;
  /** What was withheld, indexed like `taxes.items`. */
  readonly appliedTaxCents: readonly number[];
  readonly deductions: readonly PaycheckDeduction[];
  /** What was deducted, indexed like `deductions`. */
  readonly appliedDeductionCents: readonly number[];
  readonly employer: EmployerTaxes;
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

const line = (
  side: PaycheckLine['side'],
  kind: string,
  label: string,
  amountCents: number,
  code?: string,
): PaycheckLine =>
  code === undefined
    ? { kind, label, amountCents, side }
    : { kind, label, amountCents, side, code };

const earningLines = (earnings: Earnings, lines: PaycheckLine[]): void => {
  for (const earning of earnings.lines) {
    lines.push(
      earning.hours === undefined
        ? line('earning', earning.kind, earning.label, earning.amountCents)
        : {
            kind: earning.kind,
            label: earning.label,
            amountCents: earning.amountCents,
            side: 'earning',
            hours: earning.hours,
            ...(earning.rateCents === undefined ? {} : { rateCents: earning.rateCents }),
          },
    );
  }
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
      lines.push(line('employeeTax', kind, item.label, amount, item.code));
      if (amount < item.requestedCents) {
        capped.push(cap('employeeTax', kind, item.label, item.requestedCents, amount));
      }
    }
  }

  let preTaxCents = 0;
  let postTaxCents = 0;
  deductions.forEach((deduction, index) => {
    const amount = appliedDeductionCents[index] ?? 0;
    const label = deductionLabel(deduction);
    if (isPreTax(deduction.kind)) preTaxCents += amount;
    else postTaxCents += amount;
    lines.push(line('deduction', deduction.kind, label, amount));
    if (amount < deduction.amountCents) {
      capped.push(cap('deduction', deduction.kind, label, deduction.amountCents, amount));
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
  lines.push(
    line(
      'employerTax',
      'socialSecurity',
      'Social Security (employer)',
      employer.socialSecurityCents,
    ),
    line('employerTax', 'medicare', 'Medicare (employer)', employer.medicareCents),
    line('employerTax', 'futa', 'Federal unemployment (FUTA)', employer.futa.taxCents),
  );
  if (employer.suta !== null) {
    lines.push(line('employerTax', 'suta', employer.sutaLabel, employer.suta.taxCents));
  }
  for (const programme of taxes.state.programmes) {
    if (programme.employerCents > 0) {
      const label = `${programme.label} (employer)`;
      lines.push(
        line('employerTax', 'stateProgramme', label, programme.employerCents, programme.code),
      );
    }
  }

  const deductionsCents = preTaxCents + postTaxCents;
  const wages = taxes.wages;
  return {
    grossCents: earnings.grossCents,
    netPayCents:
      earnings.grossCents - employeeTaxesCents - deductionsCents + earnings.reimbursementsCents,
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
    },
    capped,
    lines,
  };
};

const cap = (
  side: PaycheckCap['side'],
  kind: string,
  label: string,
  requestedCents: number,
  appliedCents: number,
): PaycheckCap => ({ side, kind, label, requestedCents, appliedCents });
