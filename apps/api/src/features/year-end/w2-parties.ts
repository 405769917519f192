import { addressLines } from './efw2-file';
import type { W2PdfParties } from './w2-pdf';
import type { W2EmployeeRow } from './year-end-repository';

/**
 * What a W-2 copy prints besides its boxes: the employer's address (box c), the employee's name
 * and address (boxes e and f) and the SSN (box a) as the copy may show it.
 */
export const w2PartiesOf = (
  row: W2EmployeeRow | undefined,
  employerAddress: string[],
  maskedSsn: string,
): W2PdfParties => ({
  employerAddress,
  maskedSsn,
  employeeAddress: row ? addressLines(row) : [],
  employeeFirstName: [row?.first_name, row?.middle_name?.slice(0, 1)].filter(Boolean).join(' '),
  employeeLastName: [row?.last_name, row?.name_suffix].filter(Boolean).join(' '),
});

/** Box a on the employee's copies: the last four digits only. */
export const truncatedSsnOf = (row: W2EmployeeRow | undefined): string =>
  row?.legal_id_last4 ? `XXX-XX-${row.legal_id_last4}` : '';
