type Line = { code: string; label: string; amountCents: number };
type Kind = { kind: string; label: string; amountCents: number };

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
  deductions: Kind[];
};

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

/** The columns of one section: every code any stub has, in the order first met. */
function columnsOf(stubs: RegisterStub[], pick: (stub: RegisterStub) => Line[]) {
  const columns = new Map<string, string>();
  for (const stub of stubs) {
    for (const line of pick(stub)) if (!columns.has(line.code)) columns.set(line.code, line.label);
  }
  return [...columns.entries()];
}

/** Employee ID, last name, first name and status come before the amounts. */
const FIRST_AMOUNT = 4;

const asLines = (deductions: Kind[]): Line[] =>
  deductions.map((deduction) => ({ ...deduction, code: deduction.kind }));

/**
 * The payroll register: one row per employee with their status, every earning, employee tax,
 * deduction and the net pay (employer taxes after), and a totals row last that equals the
 * summary. The totals row of a cancelled payroll says `cancelled` in the status column: its
 * figures are what was approved, and nothing of it is paid.
 */
export function registerCsv(stubs: RegisterStub[], payrollCancelled = false): string {
  const sections = [
    columnsOf(stubs, (stub) => stub.earnings),
    columnsOf(stubs, (stub) => stub.employeeTaxes),
    columnsOf(stubs, (stub) => asLines(stub.deductions)),
    columnsOf(stubs, (stub) => stub.employerTaxes),
  ] as const;
  const [earnings, employeeTaxes, deductions, employerTaxes] = sections;
  const header = [
    'Employee ID',
    'Last name',
    'First name',
    'Status',
    ...earnings.map(([, label]) => label),
    'Gross pay',
    ...employeeTaxes.map(([, label]) => `Employee ${label}`),
    'Employee taxes',
    ...deductions.map(([, label]) => label),
    'Deductions',
    'Reimbursements',
    'Net pay',
    ...employerTaxes.map(([, label]) => `Employer ${label}`),
    'Employer taxes',
  ];
  const amounts = (lines: Line[], columns: (readonly [string, string])[]) => {
    const byCode = new Map<string, number>();
    for (const line of lines)
      byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.amountCents);
    return columns.map(([code]) => byCode.get(code) ?? 0);
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const rows: (string | number)[][] = stubs.map((stub) => {
    const employeeTaxAmounts = amounts(stub.employeeTaxes, employeeTaxes);
    const deductionAmounts = amounts(asLines(stub.deductions), deductions);
    const employerTaxAmounts = amounts(stub.employerTaxes, employerTaxes);
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
    ];
  });
  const columnCount = header.length;
  const counted = rows.filter((_, index) => stubs[index]?.status !== 'voided');
  const totals: (string | number)[] = ['Totals', '', '', payrollCancelled ? 'cancelled' : ''];
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
