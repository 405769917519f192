// Every rule the package checks. `strictOnly` rules are the ones moov-io/ach does not enforce:
// a bank wants them (strict mode reports errors) but a lenient read only warns about them.

type RuleInfo = {
  readonly strictOnly: boolean;
  readonly description: string;
};

export const RULES = {
  'empty-file': { strictOnly: false, description: 'The file has no records.' },
  'record-length': {
    strictOnly: true,
    description: 'A record is shorter than 94 characters (lenient mode pads it with spaces).',
  },
  'record-too-long': {
    strictOnly: false,
    description:
      'A line is longer than 94 characters (unless the whole file is one unbroken line).',
  },
  'blank-line': { strictOnly: true, description: 'A blank line (lenient mode skips it).' },
  'line-ending': { strictOnly: true, description: 'The file mixes CRLF and LF line endings.' },
  'record-type': {
    strictOnly: false,
    description: 'A record type code other than 1, 5, 6, 7, 8, 9.',
  },
  'file-header-missing': {
    strictOnly: false,
    description: 'The first record is not a file header.',
  },
  'file-header-duplicate': { strictOnly: false, description: 'A second file header.' },
  'file-control-missing': { strictOnly: false, description: 'No file control record.' },
  'file-control-duplicate': { strictOnly: false, description: 'A second file control record.' },
  'record-after-file-control': {
    strictOnly: false,
    description: 'A record other than 9-filler after the file control.',
  },
  'record-order': {
    strictOnly: false,
    description:
      'An entry outside a batch, an addenda outside an entry, a batch header inside a batch, ' +
      'a batch control without a header or a batch without a control.',
  },
  filler: {
    strictOnly: true,
    description: "A filler line that is not 94 '9's, or a filler line before the file control.",
  },
  padding: {
    strictOnly: true,
    description: 'The 9-filler lines do not bring the line count to the next multiple of 10.',
  },
  'no-batches': { strictOnly: false, description: 'The file has no batch.' },
  required: { strictOnly: false, description: 'A mandatory field is blank (or all zeros).' },
  'text-characters': {
    strictOnly: false,
    description: 'A control character (outside 0x20-0x7E) in a field.',
  },
  'non-ascii': {
    strictOnly: true,
    description: 'A character above 0x7E (moov accepts extended Latin).',
  },
  numeric: { strictOnly: false, description: 'A numeric field holds something other than digits.' },
  reserved: { strictOnly: true, description: 'A reserved field is not blank.' },
  'field-width': {
    strictOnly: false,
    description: 'A value is wider than its field (input only).',
  },
  'priority-code': { strictOnly: true, description: "The file header's priority code is not 01." },
  'record-size': { strictOnly: false, description: 'The record size is not 094.' },
  'blocking-factor': { strictOnly: false, description: 'The blocking factor is not 10.' },
  'format-code': { strictOnly: false, description: 'The format code is not 1.' },
  'immediate-destination': {
    strictOnly: false,
    description: 'The immediate destination is not a routing number (blank + 9 digits).',
  },
  'immediate-origin': { strictOnly: false, description: 'The immediate origin is blank or zeros.' },
  'origin-format': {
    strictOnly: true,
    description: 'The immediate origin is neither a 9-digit routing number nor 10 digits.',
  },
  'check-digit': {
    strictOnly: false,
    description: 'A routing number whose check digit (weights 3 7 1 3 7 1 3 7) is wrong.',
  },
  'creation-date': { strictOnly: false, description: 'The file creation date is not a date.' },
  'creation-time': { strictOnly: false, description: 'The file creation time is not a time.' },
  'file-id-modifier': { strictOnly: false, description: 'The file ID modifier is not A-Z or 0-9.' },
  'service-class-code': {
    strictOnly: false,
    description: 'A service class code other than 200, 220, 225.',
  },
  'service-class-entries': {
    strictOnly: false,
    description: 'A debit in a 220 batch or a credit in a 225 batch.',
  },
  'sec-code': { strictOnly: false, description: 'An unknown or unsupported (IAT, ADV) SEC code.' },
  'originator-status': {
    strictOnly: false,
    description: 'The originator status code is not 1 or 2.',
  },
  'effective-date': {
    strictOnly: true,
    description: 'The effective entry date is not a real date (input: always an error).',
  },
  'settlement-date': {
    strictOnly: true,
    description: 'The settlement date is neither blank nor a Julian day 001-366.',
  },
  'batch-number': {
    strictOnly: false,
    description: 'Batch numbers not strictly ascending (or out of range).',
  },
  'transaction-code': { strictOnly: false, description: 'An unknown transaction code.' },
  amount: { strictOnly: false, description: 'An amount that is not 0 to 9,999,999,999 cents.' },
  'prenote-amount': {
    strictOnly: false,
    description: 'A prenote or zero-dollar entry with a non-zero amount.',
  },
  'zero-amount': { strictOnly: false, description: 'A live (non-prenote) entry of 0.' },
  'addenda-indicator': {
    strictOnly: false,
    description: 'The addenda record indicator disagrees with the addenda that follow.',
  },
  'trace-number': { strictOnly: false, description: 'A trace number that is not 15 digits.' },
  'trace-odfi': {
    strictOnly: false,
    description: "A trace number that does not start with the batch's ODFI identification.",
  },
  'trace-order': {
    strictOnly: false,
    description: 'Trace numbers not strictly ascending within a batch.',
  },
  'trace-duplicate': { strictOnly: true, description: 'A trace number used twice in the file.' },
  'mixed-categories': {
    strictOnly: false,
    description: 'Forward entries and returns/NOCs in one batch.',
  },
  'addenda-count': { strictOnly: false, description: 'More than one addenda record on an entry.' },
  'addenda-type': {
    strictOnly: false,
    description:
      'An addenda type other than 05 (in a return file: other than 99, or 98 in a COR batch).',
  },
  'addenda-sequence': {
    strictOnly: false,
    description: 'An addenda sequence number other than 0001.',
  },
  'addenda-entry-sequence': {
    strictOnly: false,
    description: "The addenda's entry detail sequence number is not the entry's trace sequence.",
  },
  'addenda-trace': {
    strictOnly: false,
    description: "An addenda 98/99 whose trace number is not its entry's (return files).",
  },
  'return-addenda': {
    strictOnly: false,
    description: 'A return or notification of change without its addenda 99/98 (return files).',
  },
  'return-entry': {
    strictOnly: false,
    description: 'A forward entry (not 21, 26, 31, 36, …) in a return file.',
  },
  'return-reason-code': {
    strictOnly: false,
    description: 'A return reason code that NACHA does not define (return files).',
  },
  'change-code': {
    strictOnly: false,
    description: 'A change code that NACHA does not define (return files).',
  },
  'date-of-death': {
    strictOnly: false,
    description: 'A date of death that is neither blank nor a YYMMDD date (return files).',
  },
  'noc-amount': {
    strictOnly: false,
    description: 'A notification of change with an amount other than 0 (return files).',
  },
  'control-mismatch': {
    strictOnly: false,
    description:
      'Batch header and control disagree on service class, company identification, ODFI or batch number.',
  },
  'entry-addenda-count': {
    strictOnly: false,
    description: 'A control record entry/addenda count that does not match the records.',
  },
  'entry-hash': { strictOnly: false, description: 'A control record entry hash that is wrong.' },
  'debit-total': { strictOnly: false, description: 'A control record debit total that is wrong.' },
  'credit-total': {
    strictOnly: false,
    description: 'A control record credit total that is wrong.',
  },
  'batch-empty': { strictOnly: false, description: 'A batch without entries.' },
  'batch-count': { strictOnly: false, description: "The file control's batch count is wrong." },
  'block-count': {
    strictOnly: true,
    description: "The file control's block count is not ceil(records / 10).",
  },
  'block-count-zero': { strictOnly: false, description: "The file control's block count is 0." },
  'amount-overflow': {
    strictOnly: false,
    description: 'A total or count that does not fit its control field.',
  },
  balanced: {
    strictOnly: false,
    description: 'A batch whose debits do not equal its credits (only with --require-balanced).',
  },
  offset: {
    strictOnly: false,
    description:
      'An offset on a batch that has debits, no credits, or more credits than one entry holds (input only).',
  },
  'input-type': { strictOnly: false, description: 'A value of the wrong type (input only).' },
  'unknown-field': { strictOnly: false, description: 'An unknown field (input only).' },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;
