import { parseIsoDate } from '../dates';
import type { AchBatch, AchOffset } from '../model';
import { routingRule, textRule, accountRule } from './field-rules';
import { show } from './problem';
import type { FieldRule } from './problem';

type HeaderField = Exclude<keyof AchBatch, 'entries' | 'offset'>;

// SEC codes moov-io/ach knows. IAT and ADV use other record layouts, which this package does not
// read; every other code shares the PPD entry layout field for field.
const KNOWN_SEC = new Set(
  'ACK ADV ARC ATX BOC CCD CIE COR CTX DNE ENR IAT MTE POP POS PPD RCK SHR TEL TRC TRX WEB XCK'.split(
    ' ',
  ),
);
const UNSUPPORTED_SEC = new Set(['IAT', 'ADV']);

export const BATCH_HEADER_LABELS: Readonly<Record<HeaderField, string>> = {
  companyName: 'Company Name',
  companyDiscretionaryData: 'Company Discretionary Data',
  companyIdentification: 'Company Identification',
  standardEntryClass: 'Standard Entry Class Code',
  companyEntryDescription: 'Company Entry Description',
  companyDescriptiveDate: 'Company Descriptive Date',
  effectiveEntryDate: 'Effective Entry Date',
  settlementDate: 'Settlement Date',
  originatorStatusCode: 'Originator Status Code',
  odfiRouting: 'ODFI Identification',
  batchNumber: 'Batch Number',
  serviceClassCode: 'Service Class Code',
  messageAuthenticationCode: 'Message Authentication Code',
};

export const OFFSET_LABELS: Readonly<Record<keyof AchOffset, string>> = {
  routingNumber: 'RDFI Identification',
  accountNumber: 'DFI Account Number',
  accountType: 'Transaction Code',
};

const standardEntryClass: FieldRule<string | undefined> = (value, report) => {
  if (value === undefined) return;
  if (!KNOWN_SEC.has(value)) report('sec-code', `"${value}" is not a Standard Entry Class code`);
  else if (UNSUPPORTED_SEC.has(value)) {
    report('sec-code', `${value} batches use another record layout, not supported here`);
  }
};

const effectiveEntryDate: FieldRule<string> = (value, report) => {
  if (!parseIsoDate(value)) {
    report('effective-date', `"${value}" is not a real date (YYYY-MM-DD, 2000-2099)`);
  }
};

const settlementDate: FieldRule<string | undefined> = (value, report) => {
  if (value === undefined || value === '') return;
  const day = /^\d{3}$/.test(value) ? Number(value) : 0;
  if (day < 1 || day > 366) report('settlement-date', `"${value}" is not a Julian day 001-366`);
};

const originatorStatusCode: FieldRule<string | undefined> = (value, report) => {
  if (value !== undefined && value !== '1' && value !== '2') {
    report('originator-status', `"${value}" is not 1 or 2 (0 is for ADV batches only)`);
  }
};

const batchNumber: FieldRule<number | undefined> = (value, report) => {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 1 || value > 9_999_999) {
    report('batch-number', `${show(value)} is not a batch number 1-9999999`);
  }
};

const serviceClassCode: FieldRule<number | undefined> = (value, report) => {
  if (value !== undefined && value !== 200 && value !== 220 && value !== 225) {
    report('service-class-code', `${show(value)} is not 200, 220 or 225`);
  }
};

const optionalText = (width: number): FieldRule<string | undefined> => {
  const rule = textRule(width);
  return (value, report) => {
    if (value !== undefined) rule(value, report);
  };
};

export const BATCH_HEADER_RULES: {
  readonly [K in HeaderField]-?: FieldRule<AchBatch[K]>;
} = {
  companyName: textRule(16, 'not-blank-or-zeros'),
  companyDiscretionaryData: optionalText(20),
  companyIdentification: textRule(10, 'not-blank-or-zeros'),
  standardEntryClass,
  companyEntryDescription: textRule(10, 'not-blank-or-zeros'),
  companyDescriptiveDate: optionalText(6),
  effectiveEntryDate,
  settlementDate,
  originatorStatusCode,
  odfiRouting: routingRule,
  batchNumber,
  serviceClassCode,
  messageAuthenticationCode: optionalText(19),
};

const accountType: FieldRule<string> = (value, report) => {
  if (value !== 'checking' && value !== 'savings') {
    report('offset', `"${value}" is not checking or savings`);
  }
};

export const OFFSET_RULES: { readonly [K in keyof AchOffset]-?: FieldRule<AchOffset[K]> } = {
  routingNumber: routingRule,
  accountNumber: accountRule,
  accountType,
};
