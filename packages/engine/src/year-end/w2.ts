import type { DeductionCode } from '@paydesk/contracts';
import type { IsoDate } from '../dates';
import { deductionTreatments, loweredWagesOf } from '../deduction-treatment';
import { EngineInputError } from '../errors';
import { checkCents, checkDateInYear } from '../filings/checks';
import { findTaxYear } from '../tax-years/registry';

/** A tax line of a stub as the W-2 reads it: its code, amount and jurisdiction. */
export type W2TaxLine = {
  code: string;
  amountCents: number;
  state?: string;
  localId?: string;
  localName?: string;
  /** The wages the line taxed, where the stub recorded them (a state's own wage rules). */
  taxableWagesCents?: number;
};

/** A deduction or an employer contribution, by its pay-line code. */
export type W2CodedAmount = { code: string; amountCents: number };

/** One issued stub of the year, with what the W-2 reads of it. */
export type W2Stub = {
  stubId: string;
  payrollId: string;
  employeeId: string;
  payDate: IsoDate;
  grossCents: number;
  /** Wages subject to social security, before the wage base (the stub keeps them so). */
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  earnings: readonly W2CodedAmount[];
  employeeTaxes: readonly W2TaxLine[];
  deductions: readonly W2CodedAmount[];
  /** What the employer paid into a plan for the employee, by the deduction code of the plan. */
  employerContributions: readonly W2CodedAmount[];
};

export type Box12Code = 'C' | 'D' | 'E' | 'W' | 'AA' | 'BB' | 'DD' | 'TT';
export type Box12Entry = { code: Box12Code; cents: number };
export type Box14Entry = { label: string; cents: number };

/** One line of boxes 15–20: a state, or a locality of it (then the state's figures are 0). */
export type W2StateRow = {
  state: string;
  stateIdNumber: string | null;
  wagesCents: number;
  taxCents: number;
  locality: string | null;
  localWagesCents: number;
  localTaxCents: number;
};

export type W2Boxes = {
  '1': number;
  '2': number;
  '3': number;
  '4': number;
  '5': number;
  '6': number;
  '7': number;
  '10': number;
  '12': Box12Entry[];
  '13': { retirementPlan: boolean; statutoryEmployee: boolean; thirdPartySickPay: boolean };
  '14': Box14Entry[];
  '15-20': W2StateRow[];
};

/** An employee's W-2 figures with the stubs they were added up from. */
export type W2 = { employeeId: string; boxes: W2Boxes; stubIds: string[] };

/** The order the form lists box 12 codes in. */
export const BOX_12_ORDER: readonly Box12Code[] = ['C', 'D', 'E', 'W', 'AA', 'BB', 'DD', 'TT'];

/** Box 12 from an employee deduction's code. */
const box12OfDeduction: Readonly<Record<string, Box12Code>> = {
  '401k': 'D',
  roth401k: 'AA',
  hsa: 'W',
  section125_medical: 'DD',
};

/**
 * Box 12 from an employer contribution's code: an HSA contribution is W and the employer's share
 * of health coverage is DD beside the employee's; a 401(k) match is in no box 12 code (it ticks
 * box 13 only).
 */
const box12OfContribution: Readonly<Record<string, Box12Code>> = {
  hsa: 'W',
  section125_medical: 'DD',
};

/** Deductions and contributions that make the employee an active participant (box 13). */
const retirementCodes = new Set(['401k', 'roth401k']);

/** The employee-paid state programmes, as box 14 names them. */
export const BOX_14_LABELS: Readonly<Record<string, string>> = {
  AK_UI: 'AK UI',
  CA_SDI: 'CA SDI',
  CO_FAMLI: 'CO FAMLI',
  CT_PL: 'CT PFML',
  MA_PFML: 'MA PFML',
  NJ_DI: 'NJ SDI',
  NJ_FLI: 'NJ FLI',
  NJ_UI: 'NJ UI',
  NJ_WF: 'NJ WF/SWF',
  NY_PFL: 'NY PFL',
  OR_LTD: 'OR LTD',
  OR_STT: 'OR STT',
  OR_TRIMET: 'OR TRIMET',
  PA_UC: 'PA UC',
  WA_CARES: 'WA CARES',
  WA_PFML: 'WA PFML',
  localServicesTax: 'LST',
};

const lowersIncomeTax = (code: string): boolean =>
  Object.hasOwn(deductionTreatments, code) &&
  loweredWagesOf[deductionTreatments[code as DeductionCode].group].incomeTax;

/** Wages as in box 1 of one stub: the gross less what lowers income-tax wages. */
export const incomeTaxWagesOfStub = (stub: W2Stub): number =>
  stub.grossCents -
  stub.deductions.reduce((sum, d) => (lowersIncomeTax(d.code) ? sum + d.amountCents : sum), 0);

const sumWhere = <T extends { amountCents: number }>(
  lines: readonly T[],
  keep: (line: T) => boolean,
): number => lines.reduce((sum, line) => (keep(line) ? sum + line.amountCents : sum), 0);

/**
 * The premium part of overtime pay (Box 12 TT, qualified overtime compensation): overtime is paid
 * at one and a half times the regular rate, so the premium is a third of it.
 */
const overtimePremium = (overtimeCents: number): number => Math.round(overtimeCents / 3);

function checkStub(stub: W2Stub, index: number, year: number): void {
  const at = `stubs[${index}]`;
  if (!stub.employeeId) throw new EngineInputError(`${at}.employeeId`, 'must name the employee');
  checkDateInYear(stub.payDate, year, `${at}.payDate`);
  checkCents(stub.grossCents, `${at}.grossCents`);
  checkCents(stub.socialSecurityWagesCents, `${at}.socialSecurityWagesCents`);
  checkCents(stub.medicareWagesCents, `${at}.medicareWagesCents`);
  const lists = ['earnings', 'employeeTaxes', 'deductions', 'employerContributions'] as const;
  for (const list of lists)
    stub[list].forEach((line, i) =>
      checkCents(line.amountCents, `${at}.${list}[${i}].amountCents`),
    );
}

type StateKey = string;

/** Boxes 15–20: a row per state taxed, then one per locality after its state's row. */
function stateRowsOf(
  stubs: readonly W2Stub[],
  stateIds: Readonly<Record<string, string>>,
): W2StateRow[] {
  const states = new Map<StateKey, { wages: number; tax: number }>();
  const locals = new Map<string, { state: string; name: string; wages: number; tax: number }>();
  for (const stub of stubs) {
    const fallback = incomeTaxWagesOfStub(stub);
    for (const line of stub.employeeTaxes) {
      if (!line.state) continue;
      const wages = line.taxableWagesCents ?? fallback;
      if (line.code === 'stateIncomeTax') {
        const entry = states.get(line.state) ?? { wages: 0, tax: 0 };
        entry.wages += wages;
        entry.tax += line.amountCents;
        states.set(line.state, entry);
      } else if (line.code === 'localIncomeTax') {
        const id = line.localId ?? line.localName ?? line.state;
        const key = `${line.state}|${id}`;
        const entry = locals.get(key) ?? {
          state: line.state,
          name: line.localName ?? id,
          wages: 0,
          tax: 0,
        };
        entry.wages += wages;
        entry.tax += line.amountCents;
        locals.set(key, entry);
      }
    }
  }
  const stateCodes = [...new Set([...states.keys(), ...[...locals.values()].map((l) => l.state)])];
  const rows: W2StateRow[] = [];
  for (const state of stateCodes.sort()) {
    const own = states.get(state) ?? { wages: 0, tax: 0 };
    const localities = [...locals.values()].filter((l) => l.state === state);
    const base = { state, stateIdNumber: stateIds[state] ?? null };
    if (localities.length === 0) {
      rows.push({
        ...base,
        wagesCents: own.wages,
        taxCents: own.tax,
        locality: null,
        localWagesCents: 0,
        localTaxCents: 0,
      });
      continue;
    }
    localities.forEach((local, i) =>
      rows.push({
        ...base,
        wagesCents: i === 0 ? own.wages : 0,
        taxCents: i === 0 ? own.tax : 0,
        locality: local.name,
        localWagesCents: local.wages,
        localTaxCents: local.tax,
      }),
    );
  }
  return rows;
}

function box12Of(stubs: readonly W2Stub[]): Box12Entry[] {
  const totals = new Map<Box12Code, number>();
  const add = (code: Box12Code | undefined, cents: number) => {
    if (code) totals.set(code, (totals.get(code) ?? 0) + cents);
  };
  let overtime = 0;
  for (const stub of stubs) {
    for (const d of stub.deductions) add(box12OfDeduction[d.code], d.amountCents);
    for (const c of stub.employerContributions) add(box12OfContribution[c.code], c.amountCents);
    overtime += sumWhere(stub.earnings, (e) => e.code === 'overtime');
  }
  add('TT', overtimePremium(overtime));
  return BOX_12_ORDER.flatMap((code) => {
    const cents = totals.get(code) ?? 0;
    return cents > 0 ? [{ code, cents }] : [];
  });
}

function box14Of(stubs: readonly W2Stub[]): Box14Entry[] {
  const totals = new Map<string, number>();
  for (const stub of stubs)
    for (const line of stub.employeeTaxes) {
      const label = BOX_14_LABELS[line.code];
      if (label) totals.set(label, (totals.get(label) ?? 0) + line.amountCents);
    }
  return [...totals.entries()]
    .filter(([, cents]) => cents > 0)
    .map(([label, cents]) => ({ label, cents }));
}

/**
 * One employee's W-2 boxes from the year's issued stubs. Box 3 is the year's social security
 * wages up to the wage base; box 5 has no cap; box 6 adds the Additional Medicare Tax. Boxes 7
 * (tips) is 0: tips are not paid through the payroll.
 */
export function w2BoxesOf(
  year: number,
  stubs: readonly W2Stub[],
  stateIds: Readonly<Record<string, string>> = {},
): W2Boxes {
  const wageBase = findTaxYear(year).socialSecurity.wageBaseCents;
  stubs.forEach((stub, index) => checkStub(stub, index, year));
  const taxes = stubs.flatMap((stub) => stub.employeeTaxes);
  const deductions = stubs.flatMap((stub) => stub.deductions);
  const contributions = stubs.flatMap((stub) => stub.employerContributions);
  const ssWages = stubs.reduce((sum, stub) => sum + stub.socialSecurityWagesCents, 0);
  const inRetirementPlan =
    deductions.some((d) => retirementCodes.has(d.code) && d.amountCents > 0) ||
    contributions.some((c) => retirementCodes.has(c.code) && c.amountCents > 0);
  return {
    '1': stubs.reduce((sum, stub) => sum + incomeTaxWagesOfStub(stub), 0),
    '2': sumWhere(taxes, (t) => t.code === 'federalIncomeTax'),
    '3': Math.min(ssWages, wageBase),
    '4': sumWhere(taxes, (t) => t.code === 'socialSecurity'),
    '5': stubs.reduce((sum, stub) => sum + stub.medicareWagesCents, 0),
    '6': sumWhere(taxes, (t) => t.code === 'medicare' || t.code === 'additionalMedicare'),
    '7': 0,
    '10':
      sumWhere(deductions, (d) => d.code === 'dependent_care_fsa') +
      sumWhere(contributions, (c) => c.code === 'dependent_care_fsa'),
    '12': box12Of(stubs),
    '13': { retirementPlan: inRetirementPlan, statutoryEmployee: false, thirdPartySickPay: false },
    '14': box14Of(stubs),
    '15-20': stateRowsOf(stubs, stateIds),
  };
}

/** Every employee's W-2 of the year, in the order employees first appear in the stubs. */
export function w2sOf(
  year: number,
  stubs: readonly W2Stub[],
  stateIds: Readonly<Record<string, string>> = {},
): W2[] {
  const byEmployee = new Map<string, W2Stub[]>();
  for (const stub of stubs) {
    const list = byEmployee.get(stub.employeeId) ?? [];
    list.push(stub);
    byEmployee.set(stub.employeeId, list);
  }
  return [...byEmployee.entries()].map(([employeeId, own]) => ({
    employeeId,
    boxes: w2BoxesOf(year, own, stateIds),
    stubIds: own.map((stub) => stub.stubId),
  }));
}
