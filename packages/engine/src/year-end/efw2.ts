import { EngineInputError } from '../errors';
import { EFW2_LAYOUTS, EFW2_RECORD_LENGTH, RW_MONEY, type Efw2Field } from './efw2-layout';
import type { W2Boxes } from './w2';

export type Efw2Address = {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export type Efw2Contact = {
  name: string;
  phone: string;
  phoneExtension?: string;
  email: string;
  fax?: string;
};

export type Efw2Employee = {
  /** How a problem names the employee (never the SSN). */
  label: string;
  /** Nine digits; null when none is on file (the format then wants zeros). */
  ssn: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  address: Efw2Address | null;
  boxes: W2Boxes;
};

export type Efw2Input = {
  taxYear: number;
  submitter: {
    ein: string;
    /** The BSO user id of the person attesting to the file: 8 characters. */
    userId: string;
    name: string;
    address: Efw2Address;
    contact: Efw2Contact;
    /** L: the employer prepared it itself; S: a service bureau; A: an accounting firm. */
    preparerCode: 'A' | 'L' | 'S' | 'P' | 'O';
  };
  employer: { ein: string; name: string; address: Efw2Address; contact: Efw2Contact };
  employees: readonly Efw2Employee[];
};

/** Printable ASCII, accents taken off, as the format accepts. */
export const efw2Text = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ');

const digitsOf = (value: string): string => value.replace(/\D/g, '');

function cell(field: Efw2Field, value: string | number | undefined, record: string): string {
  const width = field.end - field.start + 1;
  if (value === undefined || value === '') return ' '.repeat(width);
  if (field.kind === 'money' || field.kind === 'digits') {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+$/.test(text) || text.length > width)
      throw new EngineInputError(
        `${record}.${field.name}`,
        `does not fit ${width} digits: ${text}`,
      );
    return text.padStart(width, '0');
  }
  const text = efw2Text(String(value));
  const shown = field.kind === 'email' ? text : text.toUpperCase();
  return shown.slice(0, width).padEnd(width, ' ');
}

/** One 512-character record from its layout; anything the layout does not name is blank. */
function recordOf(
  type: string,
  values: Readonly<Record<string, string | number | undefined>>,
): string {
  const layout = EFW2_LAYOUTS[type] ?? [];
  const chars = Array.from({ length: EFW2_RECORD_LENGTH }, () => ' ');
  for (const field of layout) {
    const text = field.kind === 'literal' ? type : cell(field, values[field.name], type);
    for (let i = 0; i < text.length; i += 1) chars[field.start - 1 + i] = text[i] ?? ' ';
  }
  return chars.join('');
}

const addressValues = (prefix: string, address: Efw2Address | null) => {
  if (!address) return {};
  const zip = digitsOf(address.zipCode);
  return {
    [`${prefix}LocationAddress`]: address.line2 ?? '',
    [`${prefix}DeliveryAddress`]: address.line1,
    [`${prefix}City`]: address.city,
    [`${prefix}State`]: address.state,
    [`${prefix}Zip`]: zip.slice(0, 5),
    [`${prefix}ZipExtension`]: zip.slice(5, 9),
  };
};

const contactValues = (contact: Efw2Contact) => ({
  contactName: contact.name,
  contactPhone: digitsOf(contact.phone),
  contactPhoneExtension: contact.phoneExtension ?? '',
  contactEmail: contact.email,
  contactFax: contact.fax ? digitsOf(contact.fax) : '',
});

/** The RW money fields of a W-2, by the names RW and RT share. */
export function rwAmountsOf(boxes: W2Boxes): Record<string, number> {
  const code = (c: string) => boxes['12'].find((entry) => entry.code === c)?.cents ?? 0;
  const amounts: Record<string, number> = {
    wages: boxes['1'],
    federalIncomeTax: boxes['2'],
    socialSecurityWages: boxes['3'],
    socialSecurityTax: boxes['4'],
    medicareWages: boxes['5'],
    medicareTax: boxes['6'],
    socialSecurityTips: boxes['7'],
    dependentCare: boxes['10'],
  };
  for (const field of RW_MONEY)
    if (field.name.startsWith('code12')) amounts[field.name] = code(field.name.slice(6));
  for (const field of RW_MONEY) amounts[field.name] ??= 0;
  return amounts;
}

const flag = (value: boolean) => (value ? '1' : '0');

function rwOf(employee: Efw2Employee, index: number): string {
  const amounts = rwAmountsOf(employee.boxes);
  for (const [name, cents] of Object.entries(amounts)) {
    if (!Number.isSafeInteger(cents) || cents < 0 || cents >= 1e11)
      throw new EngineInputError(
        `employees[${index}].${name}`,
        `${employee.label}: ${name} must be whole cents from 0 to 999,999,999.99 (${cents})`,
      );
  }
  const ssn = employee.ssn === null ? '000000000' : digitsOf(employee.ssn);
  return recordOf('RW', {
    ssn,
    firstName: employee.firstName,
    middleName: employee.middleName ?? '',
    lastName: employee.lastName,
    suffix: employee.suffix ?? '',
    ...addressValues('employee', employee.address),
    ...amounts,
    statutoryEmployee: flag(employee.boxes['13'].statutoryEmployee),
    retirementPlan: flag(employee.boxes['13'].retirementPlan),
    thirdPartySickPay: flag(employee.boxes['13'].thirdPartySickPay),
  });
}

/**
 * The SSA's EFW2 file of one employer's W-2s: RA, RE, one RW per employee, RT, RF, each record
 * 512 characters and followed by CR LF. RS records are not written: no state layout is on file.
 */
export function writeEfw2(input: Efw2Input): string {
  const { submitter, employer } = input;
  const ra = recordOf('RA', {
    submitterEin: digitsOf(submitter.ein),
    userId: submitter.userId,
    resubIndicator: '0',
    softwareCode: '98',
    companyName: employer.name,
    ...addressValues('company', employer.address),
    submitterName: submitter.name,
    ...addressValues('submitter', submitter.address),
    ...contactValues(submitter.contact),
    preparerCode: submitter.preparerCode,
  });
  const re = recordOf('RE', {
    taxYear: String(input.taxYear),
    employerEin: digitsOf(employer.ein),
    terminatingBusiness: '0',
    employerName: employer.name,
    ...addressValues('employer', employer.address),
    kindOfEmployer: 'N',
    employmentCode: 'R',
    thirdPartySickPay: '0',
    ...contactValues(employer.contact),
  });
  const rws = input.employees.map(rwOf);
  const totals: Record<string, number> = {};
  for (const employee of input.employees)
    for (const [name, cents] of Object.entries(rwAmountsOf(employee.boxes)))
      totals[name] = (totals[name] ?? 0) + cents;
  const rt = recordOf('RT', { rwCount: rws.length, ...totals });
  const rf = recordOf('RF', { rwCount: rws.length });
  return [ra, re, ...rws, rt, rf].map((record) => `${record}\r\n`).join('');
}
