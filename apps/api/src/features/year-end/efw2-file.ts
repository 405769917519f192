import {
  validateEfw2,
  writeEfw2,
  type Efw2Address,
  type Efw2Employee,
  type W2,
} from '@paydesk/engine';
import type { Efw2Config } from '@paydesk/api/config';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { EmployerRow, W2EmployeeRow } from './year-end-repository';

/** Box e's name: `Last, First`; an employee no longer on file by their id. */
export const w2NameOf = (employee: W2EmployeeRow | undefined, id: string): string =>
  employee ? `${employee.last_name}, ${employee.first_name}` : id;

type AddressColumns = {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
};

/** An address the file can carry: all of street, city, state and ZIP, else none. */
export const efw2AddressOf = (row: AddressColumns): Efw2Address | null =>
  row.address_line1 && row.city && row.state && row.zip_code
    ? {
        line1: row.address_line1,
        line2: row.address_line2,
        city: row.city,
        state: row.state,
        zipCode: row.zip_code,
      }
    : null;

/** An address as printed: the street lines, then `City, ST ZIP`. */
export const addressLines = (row: AddressColumns): string[] =>
  row.address_line1 === null
    ? []
    : [
        row.address_line1,
        ...(row.address_line2 ? [row.address_line2] : []),
        `${row.city ?? ''}, ${row.state ?? ''} ${row.zip_code ?? ''}`.trim(),
      ];

export type Efw2FileInput = {
  year: number;
  company: EmployerRow;
  companyAddress: Efw2Address;
  w2s: readonly W2[];
  employees: ReadonlyMap<string, W2EmployeeRow>;
  ssnOf: (row: W2EmployeeRow | undefined) => string | null;
  config: Efw2Config;
};

/**
 * The file's text: the company submits its own W-2s (RA and RE carry its EIN, name and address,
 * preparer code L), attested by the configured BSO user, with the configured contact.
 */
export function efw2TextOf(input: Efw2FileInput): string {
  const { company, companyAddress, config } = input;
  const people: Efw2Employee[] = input.w2s.map((w2) => {
    const row = input.employees.get(w2.employeeId);
    return {
      label: w2NameOf(row, w2.employeeId),
      ssn: input.ssnOf(row),
      firstName: row?.first_name ?? '',
      middleName: row?.middle_name ?? null,
      lastName: row?.last_name ?? w2.employeeId,
      suffix: row?.name_suffix ?? null,
      address: row ? efw2AddressOf(row) : null,
      boxes: w2.boxes,
    };
  });
  const contact = {
    name: config.contactName,
    phone: config.contactPhone,
    email: config.contactEmail,
  };
  const ein = company.federal_ein ?? '';
  return writeEfw2({
    taxYear: input.year,
    submitter: {
      ein,
      userId: config.userId,
      name: company.name,
      address: companyAddress,
      contact,
      preparerCode: 'L',
    },
    employer: { ein, name: company.name, address: companyAddress, contact },
    employees: people,
  });
}

/** The validator's verdict before the file is offered: a 422 naming the first problems. */
export function checkEfw2(text: string, year: number): void {
  const problems = validateEfw2(text, year);
  if (problems.length === 0) return;
  const named = problems
    .slice(0, 5)
    .map(
      (p) =>
        `record ${p.record} (${p.type}${p.employee ? `, ${p.employee}` : ''}): ${p.field} ${p.message}`,
    );
  const more = problems.length > 5 ? `, and ${problems.length - 5} more` : '';
  throw new AppError(
    'request.unprocessable',
    `The EFW2 file for ${year} does not pass the SSA's checks: ${named.join('; ')}${more}.`,
  );
}
