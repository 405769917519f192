export type { AccountType, AchBatch, AchEntry, AchFile, AchOffset } from './model';
export type { AchFinding, InputFinding, Severity } from './findings';
export { AchInputError } from './findings';
export type { RuleId } from './rules';
export { RULES } from './rules';
export { writeAch } from './write';
export { buildAch, parseAchInput } from './build';
export type { BuildResult, InputResult } from './build';
export { achInputSchema } from './input-schema';
export type { AchInput } from './input-schema';
export { readAch } from './read/read';
export type { ReadMode, ReadOptions, ReadResult } from './read/read';
export { validateAch } from './validate';
export type { ValidationReport } from './validate';
export { describeAch } from './describe';
export type { AchBatchSummary, AchDescription } from './describe';
export { formatFinding } from './format-finding';
export { isValidRoutingNumber, routingCheckDigit } from './routing-number';
export { normalizeText } from './text';
export { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from './batch-math';
export { PAYROLL_TRANSACTION_CODES } from './transaction-codes';
export { readReturnFile } from './returns/read-return-file';
export type { ReturnFileReadOptions } from './returns/read-return-file';
export type {
  AchNotificationOfChange,
  AchReturnEntry,
  ReturnFileResult,
} from './returns/return-types';
export {
  CHANGE_CODES,
  changeReasonOf,
  RETURN_REASON_CODES,
  returnReasonOf,
} from './returns/reason-codes';
export { writeReturnFile, returnTransactionCode } from './returns/write-return-file';
export type {
  ReturnFileChangedEntry,
  ReturnFileInput,
  ReturnFileOriginalEntry,
  ReturnFileReturnedEntry,
} from './returns/return-input';
