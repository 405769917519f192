import type { RemittanceList } from '@paydesk/contracts';

const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * One text cell: a leading formula character gets an apostrophe so that a spreadsheet shows the
 * text rather than runs it; quoted when it holds a comma, a quote or a line break.
 */
const text = (value: string | null | undefined): string => {
  const plain = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(plain) ? `'${plain}` : plain;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const HEADER = [
  'Payee',
  'Payee address',
  'Kind',
  'Employee ID',
  'Employee name',
  'Case number',
  'Employee amount',
  'Employer amount',
  'Amount',
];

/** The payroll's remittances as CSV: one line per payment, the total last. */
export function remittanceCsv(
  list: RemittanceList,
  employeeNames: ReadonlyMap<string, string>,
): string {
  const lines = [
    HEADER.join(','),
    ...list.items.map((item) => {
      const address = item.payee.address;
      const addressText = address
        ? [
            address.addressLine1,
            address.addressLine2,
            address.city,
            `${address.state} ${address.zipCode}`,
          ]
            .filter((part) => part)
            .join(', ')
        : '';
      return [
        text(item.payee.name),
        text(addressText),
        text(item.kind),
        text(item.employeeId),
        text(item.employeeId ? employeeNames.get(item.employeeId) : ''),
        text(item.caseNumber),
        money(item.employeeAmountCents),
        money(item.employerAmountCents),
        money(item.amountCents),
      ].join(',');
    }),
    ['Total', '', '', '', '', '', '', '', money(list.totalCents)].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
