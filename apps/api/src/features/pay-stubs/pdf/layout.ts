import type { PayLineNamer, PayStub, PayStubAddress, PayStubAmount } from '@paydesk/contracts';
import type { StubFormats } from './formats';
import type { StubLabels } from './labels';

export type Align = 'left' | 'right';
export type StubColumn = {
  label: string;
  align: Align;
  /** Share of the table's width. */ width: number;
};
export type StubTable = {
  title: string;
  columns: StubColumn[];
  rows: string[][];
  /** The table's last row, in bold; absent when nothing adds up. */
  total: string[] | null;
};
export type StubParty = { heading: string; lines: string[] };

/** What one page of a pay stub shows, already in the reader's words and formats. */
export type StubLayout = {
  title: string;
  employer: StubParty;
  employee: StubParty;
  facts: { label: string; value: string }[];
  tables: StubTable[];
  summary: StubTable;
  deposits: StubTable;
  footer: string;
  /** The large mark across the page and the sentence saying when, for a voided payment. */
  voided: { mark: string; note: string } | null;
};

const addressLines = (address: PayStubAddress | null): string[] =>
  address
    ? [
        [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
        `${address.city}, ${address.state} ${address.zipCode}`,
      ]
    : [];

const amountColumns = (labels: StubLabels): StubColumn[] => [
  { label: labels.description, align: 'left', width: 0.52 },
  { label: labels.current, align: 'right', width: 0.24 },
  { label: labels.yearToDate, align: 'right', width: 0.24 },
];

function amountTable(
  title: string,
  lines: PayStubAmount[],
  nameOf: PayLineNamer,
  labels: StubLabels,
  formats: StubFormats,
): StubTable {
  const rows = lines.map((line) => [
    nameOf(line),
    formats.money(line.amountCents),
    formats.money(line.ytdCents),
  ]);
  const sum = (pick: (line: PayStubAmount) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    title,
    columns: amountColumns(labels),
    rows: rows.length > 0 ? rows : [[labels.none, '', '']],
    total:
      lines.length > 0
        ? [
            labels.total,
            formats.money(sum((line) => line.amountCents)),
            formats.money(sum((line) => line.ytdCents)),
          ]
        : null,
  };
}

/** Each time-off policy's hours used and accrued by the payment, and the balance after it. */
function timeOffTable(stub: PayStub, labels: StubLabels, formats: StubFormats): StubTable[] {
  const policies = stub.timeOff ?? [];
  if (policies.length === 0) return [];
  return [
    {
      title: labels.timeOff,
      columns: [
        { label: labels.description, align: 'left', width: 0.4 },
        { label: labels.used, align: 'right', width: 0.2 },
        { label: labels.accrued, align: 'right', width: 0.2 },
        { label: labels.balance, align: 'right', width: 0.2 },
      ],
      rows: policies.map((policy) => [
        policy.name,
        formats.hours(policy.usedHours),
        formats.hours(policy.accruedHours),
        formats.hours(policy.balanceHours),
      ]),
      total: null,
    },
  ];
}

/** The orders withheld after taxes, when the stub has any. */
const garnishmentTable = (
  stub: PayStub,
  nameOf: PayLineNamer,
  labels: StubLabels,
  formats: StubFormats,
): StubTable[] =>
  stub.garnishments && stub.garnishments.length > 0
    ? [amountTable(labels.garnishments, stub.garnishments, nameOf, labels, formats)]
    : [];

/** What the employer added to the employee's plans, apart from the pay, when it added any. */
const employerContributionTable = (
  stub: PayStub,
  nameOf: PayLineNamer,
  labels: StubLabels,
  formats: StubFormats,
): StubTable[] =>
  stub.employerContributions && stub.employerContributions.length > 0
    ? [
        amountTable(
          labels.employerContributions,
          stub.employerContributions,
          nameOf,
          labels,
          formats,
        ),
      ]
    : [];

/**
 * Lays out one stub: the employer and the employee, the period, a table each for earnings
 * (hours, rate, current, year to date), employee taxes, deductions and employer taxes, the gross
 * and net pay, the time-off balances when the employee has a policy, and the deposit split with
 * masked accounts. Every line is named by `nameOf`: by its code in the reader's language, a
 * state's tax with the state of its jurisdiction.
 */
export function stubLayout(
  stub: PayStub,
  labels: StubLabels,
  formats: StubFormats,
  nameOf: PayLineNamer,
): StubLayout {
  const earnings: StubTable = {
    title: labels.earnings,
    columns: [
      { label: labels.description, align: 'left', width: 0.34 },
      { label: labels.hours, align: 'right', width: 0.12 },
      { label: labels.rate, align: 'right', width: 0.14 },
      { label: labels.current, align: 'right', width: 0.2 },
      { label: labels.yearToDate, align: 'right', width: 0.2 },
    ],
    rows: stub.earnings.map((line) => [
      nameOf(line),
      line.hours === null ? '' : formats.hours(line.hours),
      line.rateCents === null ? '' : formats.money(line.rateCents),
      formats.money(line.amountCents),
      formats.money(line.ytdCents),
    ]),
    total: [
      labels.gross,
      '',
      '',
      formats.money(stub.grossCents),
      formats.money(stub.ytd.grossCents),
    ],
  };
  if (earnings.rows.length === 0) earnings.rows = [[labels.none, '', '', '', '']];
  return {
    title: labels.title,
    employer: {
      heading: labels.employer,
      lines: [
        stub.company.name,
        ...addressLines(stub.company.address),
        ...(stub.company.ein ? [`${labels.ein} ${stub.company.ein}`] : []),
      ],
    },
    employee: {
      heading: labels.employee,
      lines: [
        `${stub.employee.firstName} ${stub.employee.lastName}`,
        ...addressLines(stub.employee.address),
        ...(stub.employee.legalId ? [`${labels.ssn} ${stub.employee.legalId}`] : []),
      ],
    },
    facts: [
      { label: labels.payGroup, value: stub.payGroup.name },
      {
        label: labels.period,
        value: `${formats.date(stub.periodStart)} – ${formats.date(stub.periodEnd)}`,
      },
      { label: labels.payDate, value: formats.date(stub.payDate) },
    ],
    tables: [
      earnings,
      amountTable(labels.employeeTaxes, stub.employeeTaxes, nameOf, labels, formats),
      amountTable(labels.deductions, stub.deductions, nameOf, labels, formats),
      ...garnishmentTable(stub, nameOf, labels, formats),
      amountTable(labels.employerTaxes, stub.employerTaxes, nameOf, labels, formats),
      ...employerContributionTable(stub, nameOf, labels, formats),
      ...timeOffTable(stub, labels, formats),
    ],
    summary: {
      title: labels.total,
      columns: amountColumns(labels),
      rows: [
        [labels.gross, formats.money(stub.grossCents), formats.money(stub.ytd.grossCents)],
        [
          labels.employeeTaxes,
          formats.money(stub.employeeTaxesCents),
          formats.money(stub.ytd.employeeTaxesCents),
        ],
        [
          labels.deductions,
          formats.money(stub.deductionsCents),
          formats.money(stub.ytd.deductionsCents),
        ],
        ...(stub.reimbursementsCents > 0
          ? [[labels.reimbursements, formats.money(stub.reimbursementsCents), '']]
          : []),
      ],
      total: [labels.net, formats.money(stub.netPayCents), formats.money(stub.ytd.netPayCents)],
    },
    deposits: {
      title: labels.deposits,
      columns: [
        { label: labels.bank, align: 'left', width: 0.52 },
        { label: labels.account, align: 'left', width: 0.24 },
        { label: labels.amount, align: 'right', width: 0.24 },
      ],
      rows:
        stub.deposits.length > 0
          ? stub.deposits.map((deposit) => [
              deposit.bankName ?? '',
              `••••${deposit.accountNumberLast4}`,
              formats.money(deposit.amountCents),
            ])
          : // A stub with net pay and no deposit was paid by check; one with none paid nothing.
            stub.netPayCents > 0
            ? [[labels.paidByCheck, '', formats.money(stub.netPayCents)]]
            : [[labels.none, '', '']],
      total: null,
    },
    footer: labels.footer,
    voided:
      stub.status === 'voided'
        ? {
            mark: labels.void,
            note: stub.voidedAt
              ? labels.voidedOn.replace('{date}', formats.date(stub.voidedAt))
              : labels.voided,
          }
        : null,
  };
}
