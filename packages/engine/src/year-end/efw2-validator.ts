import { applyRate } from '../rate';
import { findTaxYear } from '../tax-years/registry';
import {
  EFW2_LAYOUTS,
  EFW2_RECORD_LENGTH,
  RT_MONEY,
  RW_MONEY,
  type Efw2Field,
} from './efw2-layout';

/** One reason the SSA would refuse the file: the record, the employee where there is one, the field. */
export type Efw2Problem = {
  /** 1-based record number in the file. */
  record: number;
  type: string;
  /** `LAST, FIRST` of an RW record. */
  employee?: string;
  field: string;
  message: string;
};

const read = (record: string, start: number, end: number) => record.slice(start - 1, end);

const STATE = /^[A-Z]{2}$/;

/** What is wrong with one field's characters, or null. */
function fieldProblem(field: Efw2Field, value: string, type: string): string | null {
  switch (field.kind) {
    case 'literal':
      return value === type ? null : `must be "${type}"`;
    case 'money':
    case 'digits':
      if (/^ +$/.test(value) && field.kind === 'digits') return null;
      return /^\d+$/.test(value) ? null : 'must be digits, zero-filled';
    case 'alpha':
      if (!/^[\x20-\x7e]*$/.test(value)) return 'must be printable ASCII';
      return value === value.toUpperCase() ? null : 'must be upper case';
    case 'email':
      return /^[\x20-\x7e]*$/.test(value) ? null : 'must be printable ASCII';
  }
}

/** The SSN rules of the format: 9 digits, never 000, 666 or 9 first; zeros when none is known. */
function ssnProblem(ssn: string): string | null {
  if (ssn === '000000000') return null;
  if (!/^\d{9}$/.test(ssn)) return 'must be 9 digits';
  if (ssn.startsWith('9') || ssn.startsWith('000') || ssn.startsWith('666'))
    return 'is not a number the SSA issues (it begins with 9, 000 or 666)';
  return null;
}

const SEQUENCE_ERROR = 'the file must be RA, RE, RW…, RT, RF';

/** The records that may follow, by where the file is. */
const NEXT = {
  start: ['RA'],
  afterRA: ['RE'],
  inBlock: ['RW', 'RT'],
  afterRT: ['RE', 'RF'],
  end: [] as string[],
} as const satisfies Record<string, readonly string[]>;

/**
 * Checks an EFW2 file the way the SSA's edits read it: 512-character records with one delimiter
 * throughout, the record order, every field's characters, each RW's relational edits and the
 * year's maximums, and RT and RF against the RW records they close. An empty list: it passes.
 */
export function validateEfw2(text: string, taxYear: number): Efw2Problem[] {
  const problems: Efw2Problem[] = [];
  const delimiter = text.includes('\r\n') ? '\r\n' : text.includes('\n') ? '\n' : '';
  const records =
    delimiter === ''
      ? (text.match(new RegExp(`[\\s\\S]{1,${EFW2_RECORD_LENGTH}}`, 'g')) ?? [])
      : text.split(delimiter).filter((record, i, all) => i < all.length - 1 || record !== '');
  const data = findTaxYear(taxYear);
  const wageBase = data.socialSecurity.wageBaseCents;
  const maxSsTax = applyRate(wageBase, data.socialSecurity.rate);
  let rwCount = 0;
  let blockRws = 0;
  let blockTotals: Record<string, number> = {};
  let at: keyof typeof NEXT = 'start';
  records.forEach((record, index) => {
    const number = index + 1;
    const type = record.slice(0, 2);
    const employee =
      type === 'RW' ? `${read(record, 42, 61).trim()}, ${read(record, 12, 26).trim()}` : undefined;
    const problem = (field: string, message: string) =>
      problems.push({ record: number, type, ...(employee ? { employee } : {}), field, message });
    if (record.length !== EFW2_RECORD_LENGTH || record.includes('\r') || record.includes('\n')) {
      problem('length', `must be ${EFW2_RECORD_LENGTH} characters, is ${record.length}`);
      return;
    }
    const layout = EFW2_LAYOUTS[type];
    if (!layout) {
      problem('recordId', `"${type}" is not a record Paydesk writes`);
      return;
    }
    if (!(NEXT[at] as readonly string[]).includes(type)) problem('recordId', SEQUENCE_ERROR);
    for (const field of layout) {
      const message = fieldProblem(field, read(record, field.start, field.end), type);
      if (message) problem(field.name, message);
    }
    const named = new Set(layout.flatMap((field) => range(field.start, field.end)));
    for (let position = 1; position <= EFW2_RECORD_LENGTH; position += 1)
      if (!named.has(position) && record[position - 1] !== ' ') {
        problem(`position ${position}`, 'must be blank');
        break;
      }
    if (type === 'RA') {
      if (read(record, 12, 19).trim().length !== 8)
        problem('userId', 'must be the 8-character BSO user id');
      if (!/^\d{9}$/.test(read(record, 3, 11))) problem('submitterEin', 'must be 9 digits');
      at = 'afterRA';
    } else if (type === 'RE') {
      if (read(record, 3, 6) !== String(taxYear)) problem('taxYear', `must be ${taxYear}`);
      if (!/^\d{9}$/.test(read(record, 8, 16)) || read(record, 8, 16) === '000000000')
        problem('employerEin', 'must be the 9-digit EIN');
      if (!STATE.test(read(record, 163, 164))) problem('employerState', 'must be a state code');
      blockRws = 0;
      blockTotals = {};
      at = 'inBlock';
    } else if (type === 'RW') {
      rwCount += 1;
      blockRws += 1;
      const ssnMessage = ssnProblem(read(record, 3, 11));
      if (ssnMessage) problem('ssn', ssnMessage);
      if (read(record, 42, 61).trim() === '') problem('lastName', 'must be given');
      const money = Object.fromEntries(
        RW_MONEY.map((field) => [field.name, Number(read(record, field.start, field.end)) || 0]),
      );
      for (const [name, cents] of Object.entries(money))
        blockTotals[name] = (blockTotals[name] ?? 0) + cents;
      const ss = (money.socialSecurityWages ?? 0) + (money.socialSecurityTips ?? 0);
      if ((money.medicareWages ?? 0) < ss)
        problem('medicareWages', 'must be at least social security wages and tips');
      if ((money.socialSecurityTax ?? 0) > 0 && ss === 0)
        problem('socialSecurityTax', 'must be 0 when social security wages and tips are 0');
      if ((money.medicareTax ?? 0) > 0 && (money.medicareWages ?? 0) === 0)
        problem('medicareTax', 'must be 0 when Medicare wages are 0');
      if (ss > wageBase) problem('socialSecurityWages', `must not exceed the ${taxYear} wage base`);
      if ((money.socialSecurityTax ?? 0) > maxSsTax)
        problem('socialSecurityTax', `must not exceed ${maxSsTax} cents in ${taxYear}`);
      at = 'inBlock';
    } else if (type === 'RT') {
      if (Number(read(record, 3, 9)) !== blockRws)
        problem('rwCount', `must be ${blockRws}, the RW records since the RE`);
      for (const [name, [start, end]] of Object.entries(RT_MONEY))
        if (Number(read(record, start, end)) !== (blockTotals[name] ?? 0))
          problem(name, `must be ${blockTotals[name] ?? 0}, the sum of the RW records`);
      at = 'afterRT';
    } else if (type === 'RF') {
      if (Number(read(record, 8, 16)) !== rwCount)
        problem('rwCount', `must be ${rwCount}, every RW record of the file`);
      at = 'end';
    }
  });
  if (records.at(-1)?.slice(0, 2) !== 'RF')
    problems.push({
      record: records.length,
      type: 'RF',
      field: 'recordId',
      message: SEQUENCE_ERROR,
    });
  return problems;
}

const range = (start: number, end: number): number[] =>
  Array.from({ length: end - start + 1 }, (_, i) => start + i);
