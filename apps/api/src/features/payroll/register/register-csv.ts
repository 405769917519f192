import {
  payLineNamerFor,
  type PayLineJurisdiction,
  type PayLineNamer,
  type ReaderLanguage,
} from '@paydesk/contracts';
import { payLineKey } from '../lines/pay-line-key';
import { registerTexts, type RegisterTexts } from './register-texts';

type Line = {
  code: string;
  label: string;
  jurisdiction?: PayLineJurisdiction | undefined;
  amountCents: number;
};
/** A deduction as stubs keep it: those stored before deductions carried a code have their kind. */
type Deduction = { code?: string | undefined; kind: string; label: string; amountCents: number };

/**
 * A row's status: `issued`; `voided` (its payment was voided on its own: left out of the totals,
 * as the payroll's summary leaves it out); `cancelled` (approved, then the whole payroll was
 * cancelled: kept in the totals, so the register still states what was approved).
 */
export type RegisterRowStatus = 'issued' | 'voided' | 'cancelled';

export type RegisterStub = {
  employeeId: string;
  status: RegisterRowStatus;
  firstName: string;
  lastName: string;
  grossCents: number;
  netPayCents: number;
  reimbursementsCents: number;
  earnings: Line[];
  employeeTaxes: Line[];
  employerTaxes: Line[];
  deductions: Deduction[];
  /** Orders withheld after taxes, by type (stubs issued before orders were kept have none). */
  garnishments?: Line[];
  /** What the employer added to the employee's plans, by deduction code. */
  employerContributions?: Line[];
};

/** The words of a register: its own column names and the lines' names, in one language. */
export type RegisterWording = { texts: RegisterTexts; nameOf: PayLineNamer };

/** The register's words in one of the product's languages. */
export const registerWordingFor = (language: ReaderLanguage): RegisterWording => ({
  texts: registerTexts[language],
  nameOf: payLineNamerFor(language),
});

const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; a text starting with
 * a formula character gets a leading apostrophe so a spreadsheet shows it rather than runs it.
 */
const field = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

type Column = { key: string; name: string };

/**
 * The columns of one section: every line any stub has, by code (and for a state's or a
 * locality's tax, whose), in the order first met, each named in the register's language. A
 * column names the line, not one employee's share of it: a salary's proration stays out.
 */
function columnsOf(
  stubs: RegisterStub[],
  pick: (stub: RegisterStub) => Line[],
  nameOf: PayLineNamer,
): Column[] {
  const columns = new Map<string, Column>();
  for (const stub of stubs) {
    for (const line of pick(stub)) {
      const key = payLineKey(line);
      if (!columns.has(key)) {
        columns.set(key, {
          key,
          name: nameOf({ code: line.code, label: line.label, jurisdiction: line.jurisdiction }),
        });
      }
    }
  }
  return [...columns.values()];
}

/** Employee ID, last name, first name and status come before the amounts. */
const FIRST_AMOUNT = 4;

const asLines = (deductions: Deduction[]): Line[] =>
  deductions.map((deduction) => ({ ...deduction, code: deduction.code ?? deduction.kind }));

const fill = (text: string, line: string) => text.replace('{line}', line);

/**
 * The payroll register: one row per employee with their status, every earning, employee tax,
 * deduction and the net pay (employer taxes after), and a totals row last that equals the
 * summary. The totals row of a cancelled payroll says `cancelled` in the status column: its
 * figures are what was approved, and nothing of it is paid. Statuses are written as their codes
 * (`issued`, `voided`, `cancelled`), whatever the language.
 */
export function registerCsv(
  stubs: RegisterStub[],
  wording: RegisterWording,
  payrollCancelled = false,
): string {
  const { texts, nameOf } = wording;
  const earnings = columnsOf(stubs, (stub) => stub.earnings, nameOf);
  const employeeTaxes = columnsOf(stubs, (stub) => stub.employeeTaxes, nameOf);
  const deductions = columnsOf(stubs, (stub) => asLines(stub.deductions), nameOf);
  const garnishments = columnsOf(stubs, (stub) => stub.garnishments ?? [], nameOf);
  const employerTaxes = columnsOf(stubs, (stub) => stub.employerTaxes, nameOf);
  const contributions = columnsOf(stubs, (stub) => stub.employerContributions ?? [], nameOf);
  const header = [
    texts.employeeId,
    texts.lastName,
    texts.firstName,
    texts.status,
    ...earnings.map((column) => column.name),
    texts.gross,
    ...employeeTaxes.map((column) => fill(texts.employeeTax, column.name)),
    texts.employeeTaxes,
    ...deductions.map((column) => column.name),
    // The orders count among the deductions, as the payroll's summary counts them.
    ...garnishments.map((column) => column.name),
    texts.deductions,
    texts.reimbursements,
    texts.net,
    ...employerTaxes.map((column) => fill(texts.employerTax, column.name)),
    texts.employerTaxes,
    ...contributions.map((column) => fill(texts.employerTax, column.name)),
    ...(contributions.length > 0 ? [texts.employerContributions] : []),
  ];
  const amounts = (lines: Line[], columns: Column[]) => {
    const byKey = new Map<string, number>();
    for (const line of lines) {
      const key = payLineKey(line);
      byKey.set(key, (byKey.get(key) ?? 0) + line.amountCents);
    }
    return columns.map((column) => byKey.get(column.key) ?? 0);
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const rows: (string | number)[][] = stubs.map((stub) => {
    const employeeTaxAmounts = amounts(stub.employeeTaxes, employeeTaxes);
    const deductionAmounts = [
      ...amounts(asLines(stub.deductions), deductions),
      ...amounts(stub.garnishments ?? [], garnishments),
    ];
    const employerTaxAmounts = amounts(stub.employerTaxes, employerTaxes);
    const contributionAmounts = amounts(stub.employerContributions ?? [], contributions);
    return [
      stub.employeeId,
      stub.lastName,
      stub.firstName,
      stub.status,
      ...amounts(stub.earnings, earnings),
      stub.grossCents,
      ...employeeTaxAmounts,
      sum(employeeTaxAmounts),
      ...deductionAmounts,
      sum(deductionAmounts),
      stub.reimbursementsCents,
      stub.netPayCents,
      ...employerTaxAmounts,
      sum(employerTaxAmounts),
      ...contributionAmounts,
      ...(contributions.length > 0 ? [sum(contributionAmounts)] : []),
    ];
  });
  const columnCount = header.length;
  const counted = rows.filter((_, index) => stubs[index]?.status !== 'voided');
  const totals: (string | number)[] = [texts.totals, '', '', payrollCancelled ? 'cancelled' : ''];
  for (let column = FIRST_AMOUNT; column < columnCount; column += 1) {
    totals.push(sum(counted.map((row) => Number(row[column]))));
  }
  const render = (row: (string | number)[]) =>
    row
      .map((value, index) =>
        index >= FIRST_AMOUNT && typeof value === 'number' ? money(value) : field(String(value)),
      )
      .join(',');
  return [header.map(field).join(','), ...rows.map(render), render(totals)].join('\r\n') + '\r\n';
}
