import { z } from 'zod';
import { BATCH_HEADER_RULES } from '../check/batch-header-rules';
import { checkEntry } from '../check/entry-rules';
import { FILE_HEADER_RULES } from '../check/file-header-rules';
import type { FieldRule, Problem } from '../check/problem';
import { normalizeCreatedAt, parseIsoDate } from '../dates';
import { problemPath } from '../input-findings';
import type { AchEntry } from '../model';
import { isAllDigits } from '../routing-number';
import { normalizeText } from '../text';
import { isReturnCode } from '../transaction-codes';
import { changeReasonOf, returnReasonOf } from './reason-codes';

/** The entry being returned (or corrected), as it was in the originated file. */
export type ReturnFileOriginalEntry = {
  /** The receiver's 9-digit routing number: the bank that returns the entry. */
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  individualName: string;
  individualId?: string;
  /** The original entry's code (22, 27, 32, 37, or a prenote 23, 28, 33, 38, …). */
  transactionCode: number;
  /** The original entry's 15-digit trace number (its ODFI's 8 digits first). */
  originalTraceNumber: string;
};

export type ReturnFileReturnedEntry = ReturnFileOriginalEntry & {
  /** 'R01' … 'R85', one of RETURN_REASON_CODES. */
  returnCode: string;
  /** YYYY-MM-DD (R14, R15). */
  dateOfDeath?: string;
  addendaInformation?: string;
};

export type ReturnFileChangedEntry = ReturnFileOriginalEntry & {
  /** One of CHANGE_CODES. */
  changeCode: string;
  /** At most 29 characters, laid out as the change code asks (C01: the account number, …). */
  correctedData: string;
};

/** What a bank's return file says: who sends it to whom, the company, and each entry's fate. */
export type ReturnFileInput = {
  /** 9-digit routing number of the bank that receives the file (the originator's ODFI). */
  immediateDestination: string;
  immediateDestinationName: string;
  /** 9-digit routing number (or 10 digits) of the sender. */
  immediateOrigin: string;
  immediateOriginName: string;
  /** 'A' when absent. */
  fileIdModifier?: string;
  /** YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM), or YYYY-MM-DD. */
  createdAt: string;
  /** The originator's batch header fields, as in the original file. */
  companyName: string;
  companyIdentification: string;
  companyEntryDescription: string;
  companyDescriptiveDate?: string;
  /** YYYY-MM-DD, the date the returning bank gives its entries. */
  effectiveEntryDate: string;
  entries: (ReturnFileReturnedEntry | ReturnFileChangedEntry)[];
};

// The input is checked with the rules the reader applies to the file, so that what the writer
// accepts reads back without a finding.

function withRule<S extends z.ZodType>(schema: S, rule: FieldRule<z.output<S>>) {
  return schema.superRefine((value, ctx) =>
    rule(value, (ruleId, message) =>
      ctx.addIssue({ code: 'custom', message, params: { rule: ruleId } }),
    ),
  );
}

const text = (width: number) => z.string().transform((v) => normalizeText(v, width));
const optionalText = (width: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : normalizeText(v, width) || undefined));

const notEmpty: FieldRule<string> = (value, report) => {
  if (value === '') report('required', 'is empty once upper-cased and stripped');
};

const traceRule: FieldRule<string> = (value, report) => {
  if (value.length !== 15 || !isAllDigits(value)) {
    report('trace-number', `"${value}" is not 15 digits`);
  }
};

const returnCodeRule: FieldRule<string | undefined> = (value, report) => {
  if (value !== undefined && returnReasonOf(value) === null) {
    report('return-reason-code', `"${value}" is not a NACHA return reason code`);
  }
};

const changeCodeRule: FieldRule<string | undefined> = (value, report) => {
  if (value !== undefined && changeReasonOf(value) === null) {
    report('change-code', `"${value}" is not a NACHA change code`);
  }
};

const dateOfDeathRule: FieldRule<string | undefined> = (value, report) => {
  if (value !== undefined && !parseIsoDate(value)) {
    report('date-of-death', `"${value}" is not a real date (YYYY-MM-DD, 2000-2099)`);
  }
};

function issue(ctx: z.core.$RefinementCtx, path: string, rule: string, message: string): void {
  ctx.addIssue({ code: 'custom', message, path: [path], params: { rule } });
}

const entrySchema = z
  .strictObject({
    routingNumber: z.string(),
    accountNumber: z.string(),
    amountCents: z.number(),
    individualName: text(22),
    individualId: optionalText(15),
    transactionCode: z.number(),
    originalTraceNumber: withRule(z.string(), traceRule),
    returnCode: withRule(z.string().optional(), returnCodeRule),
    dateOfDeath: withRule(z.string().optional(), dateOfDeathRule),
    addendaInformation: optionalText(44),
    changeCode: withRule(z.string().optional(), changeCodeRule),
    correctedData: optionalText(29),
  })
  .superRefine((entry, ctx) => {
    const original: AchEntry = {
      transactionCode: entry.transactionCode,
      routingNumber: entry.routingNumber,
      accountNumber: entry.accountNumber,
      amountCents: entry.amountCents,
      individualName: entry.individualName,
      ...(entry.individualId === undefined ? {} : { individualId: entry.individualId }),
    };
    const sink: Problem[] = [];
    checkEntry(original, 0, 0, sink);
    for (const p of sink) {
      ctx.addIssue({
        code: 'custom',
        message: p.message,
        path: problemPath(p).slice(4),
        params: { rule: p.rule },
      });
    }
    if (isReturnCode(entry.transactionCode)) {
      issue(
        ctx,
        'transactionCode',
        'transaction-code',
        `${entry.transactionCode} is already a return; give the original entry's code`,
      );
    }
    const isReturn = entry.returnCode !== undefined;
    const isChange = entry.changeCode !== undefined;
    if (isReturn === isChange) {
      issue(
        ctx,
        'returnCode',
        'required',
        'give either returnCode (a return) or changeCode (a NOC)',
      );
    }
    if (isChange) {
      if (entry.correctedData === undefined) issue(ctx, 'correctedData', 'required', 'is missing');
      for (const field of ['dateOfDeath', 'addendaInformation'] as const) {
        if (entry[field] !== undefined) {
          issue(ctx, field, 'unknown-field', 'a notification of change has no such field');
        }
      }
    } else if (entry.correctedData !== undefined) {
      issue(ctx, 'correctedData', 'unknown-field', 'only a notification of change has this field');
    }
  });

const F = FILE_HEADER_RULES;
const B = BATCH_HEADER_RULES;

export const returnFileInputSchema = z
  .strictObject({
    immediateDestination: withRule(z.string(), F.immediateDestination),
    immediateDestinationName: withRule(text(23), notEmpty),
    immediateOrigin: withRule(z.string(), F.immediateOrigin),
    immediateOriginName: withRule(text(23), notEmpty),
    fileIdModifier: withRule(z.string().default('A'), F.fileIdModifier),
    createdAt: withRule(z.string().transform(normalizeCreatedAt), F.createdAt),
    companyName: withRule(text(16), B.companyName),
    companyIdentification: withRule(text(10), B.companyIdentification),
    companyEntryDescription: withRule(text(10), B.companyEntryDescription),
    companyDescriptiveDate: optionalText(6),
    effectiveEntryDate: withRule(z.string(), B.effectiveEntryDate),
    entries: z.array(entrySchema),
  })
  .superRefine((input, ctx) => {
    if (input.entries.length === 0) {
      issue(ctx, 'entries', 'no-batches', 'a return file needs at least one entry');
    }
  });

export type ParsedReturnFileInput = z.output<typeof returnFileInputSchema>;
export type ParsedReturnEntry = ParsedReturnFileInput['entries'][number];

// The exported type stays a plain union for callers; it must remain something the schema takes.
type Assignable<T extends U, U> = T;
export type ReturnFileInputFitsSchema = Assignable<
  ReturnFileInput,
  z.input<typeof returnFileInputSchema>
>;
