import { US_STATE_NAMES } from '@paydesk/engine/us-states';

/** Which list a line belongs to: its code is an earning code, a tax code or a deduction kind. */
export type PayLineSide = 'earning' | 'tax' | 'deduction';

/** A line as the server sends it: the engine's code (or deduction kind) and its English label. */
export type PayLine = { code: string; label: string };

/**
 * How to show a line: a catalogue message (with the state's code when the text names a state),
 * or the server's label as it is.
 */
export type PayLineMessage =
  { id: string; values?: Record<string, number>; stateCode?: string } | { text: string };

/** Earning codes the catalogue names (the PDF names the same ones). */
export const earningCodes = [
  'salary',
  'hourly',
  'overtime',
  'bonus',
  'commission',
  'reimbursement',
] as const;

/** Tax codes the catalogue names; other state programmes and local taxes keep their label. */
export const taxCodes = [
  'federalIncomeTax',
  'socialSecurity',
  'medicare',
  'additionalMedicare',
  'futa',
  'suta',
  'CA_SDI',
  'NY_PFL',
  'NJ_DI',
  'NJ_FLI',
  'NJ_UI',
  'WA_PFML',
  'MA_PFML',
  'CO_FAMLI',
  'NYC',
  'YONKERS',
] as const;

/**
 * The engine's own label of each deduction kind. A deduction carrying another label was named
 * by a person, and keeps that name.
 */
export const engineDeductionLabels: Readonly<Record<string, string>> = {
  '401k': '401(k)',
  section125: 'Section 125 (cafeteria plan)',
  roth401k: 'Roth 401(k)',
  postTax: 'Post-tax deduction',
};

/** Messages that name a state (`{state}`) and the prorated salary. */
export const stateIncomeTaxId = 'payLine.tax.stateIncomeTax';
export const stateUnemploymentId = 'payLine.tax.stateUnemployment';
export const salaryProratedId = 'payLine.earning.salaryProrated';

const stateCodeByName = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name, code] as const),
);

/** The state's code when `label` is `<engine's state name><suffix>`. */
const stateIn = (label: string, suffix: string): string | undefined =>
  label.endsWith(suffix) ? stateCodeByName.get(label.slice(0, -suffix.length)) : undefined;

const PRORATED_SALARY = /^Salary \((\d+) of (\d+) working days\)$/;

const earningMessage = ({ code, label }: PayLine): PayLineMessage => {
  const prorated = code === 'salary' ? PRORATED_SALARY.exec(label) : null;
  if (prorated) {
    return {
      id: salaryProratedId,
      values: { worked: Number(prorated[1]), working: Number(prorated[2]) },
    };
  }
  return (earningCodes as readonly string[]).includes(code)
    ? { id: `payLine.earning.${code}` }
    : { text: label };
};

const taxMessage = ({ code, label }: PayLine): PayLineMessage => {
  if (code === 'stateIncomeTax') {
    const stateCode = stateIn(label, ' income tax');
    return stateCode ? { id: stateIncomeTaxId, stateCode } : { text: label };
  }
  if (code === 'suta') {
    const stateCode = stateIn(label, ' unemployment (SUTA)');
    return stateCode ? { id: stateUnemploymentId, stateCode } : { id: 'payLine.tax.suta' };
  }
  return (taxCodes as readonly string[]).includes(code)
    ? { id: `payLine.tax.${code}` }
    : { text: label };
};

const deductionMessage = ({ code, label }: PayLine): PayLineMessage =>
  engineDeductionLabels[code] === label ? { id: `payLine.deduction.${code}` } : { text: label };

/**
 * How a pay line reads in the reader's language: by its code, as the pay stub PDF names it; the
 * state of a state income tax or SUTA is read from the engine's English label. An unknown code
 * and a deduction a person named keep the server's label.
 */
export function payLineMessage(side: PayLineSide, line: PayLine): PayLineMessage {
  switch (side) {
    case 'earning':
      return earningMessage(line);
    case 'tax':
      return taxMessage(line);
    case 'deduction':
      return deductionMessage(line);
  }
}
