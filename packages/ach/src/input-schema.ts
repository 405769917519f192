import { z } from 'zod';
import { BATCH_HEADER_RULES, OFFSET_RULES } from './check/batch-header-rules';
import { checkEntry } from './check/entry-rules';
import { checkBatchWhole, checkFileWhole } from './check/check-file';
import { FILE_HEADER_RULES } from './check/file-header-rules';
import type { FieldRule, Problem } from './check/problem';
import { normalizeCreatedAt } from './dates';
import { problemPath } from './input-findings';
import type { AchBatch, AchEntry, AchFile } from './model';
import { normalizeText } from './text';
import { isStandardTransactionCode, PAYROLL_TRANSACTION_CODES } from './transaction-codes';

// The build input (JSON) → the model. Shapes and types are zod's; every value rule is one of the
// shared checks the writer and the reader also run, attached at the deepest level it can run so
// that a bad entry never hides the problems of its neighbours. Each object's checks come before
// its transform: zod skips what follows a transform once anything inside has an issue.

type RefinementCtx = z.core.$RefinementCtx;

function withRule<S extends z.ZodType>(schema: S, rule: FieldRule<z.output<S>>) {
  return schema.superRefine((value, ctx) =>
    rule(value, (ruleId, message) =>
      ctx.addIssue({ code: 'custom', message, params: { rule: ruleId } }),
    ),
  );
}

/** Adds problems found on an object, their paths made relative to it. */
function addProblems(ctx: RefinementCtx, problems: readonly Problem[], dropSegments: number) {
  for (const p of problems) {
    ctx.addIssue({
      code: 'custom',
      message: p.message,
      path: problemPath(p).slice(dropSegments),
      params: { rule: p.rule },
    });
  }
}

const text = (width: number) => z.string().transform((v) => normalizeText(v, width));
const optionalText = (width: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : normalizeText(v, width) || undefined));

const notEmptyName: FieldRule<string> = (value, report) => {
  if (value === '') report('required', 'is empty once upper-cased and stripped');
};

const payrollCode: FieldRule<number> = (value, report) => {
  const allowed: readonly number[] = PAYROLL_TRANSACTION_CODES;
  if (isStandardTransactionCode(value) && !allowed.includes(value)) {
    report('transaction-code', `${value} is not a payroll code (${allowed.join(', ')})`);
  }
};

function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}

const entrySchema = z
  .strictObject({
    transactionCode: withRule(z.number(), payrollCode),
    routingNumber: z.string(),
    accountNumber: z.string(),
    amountCents: z.number(),
    individualId: optionalText(15),
    individualName: text(22),
    discretionaryData: optionalText(2),
    addenda: optionalText(80),
    traceNumber: z.string().optional(),
  })
  .superRefine((entry, ctx) => {
    const sink: Problem[] = [];
    checkEntry(compact(entry), 0, 0, sink);
    addProblems(ctx, sink, 4);
  })
  .transform((entry): AchEntry => compact(entry));

const offsetSchema = z.strictObject({
  routingNumber: withRule(z.string(), OFFSET_RULES.routingNumber),
  accountNumber: withRule(z.string(), OFFSET_RULES.accountNumber),
  accountType: z.enum(['checking', 'savings']),
});

const R = BATCH_HEADER_RULES;

const batchSchema = z
  .strictObject({
    companyName: withRule(text(16), R.companyName),
    companyDiscretionaryData: withRule(optionalText(20), R.companyDiscretionaryData),
    companyIdentification: withRule(text(10), R.companyIdentification),
    standardEntryClass: withRule(z.string().optional(), R.standardEntryClass),
    companyEntryDescription: withRule(text(10), R.companyEntryDescription),
    companyDescriptiveDate: withRule(optionalText(6), R.companyDescriptiveDate),
    effectiveEntryDate: withRule(z.string(), R.effectiveEntryDate),
    settlementDate: withRule(z.string().optional(), R.settlementDate),
    originatorStatusCode: withRule(z.string().optional(), R.originatorStatusCode),
    odfiRouting: withRule(z.string(), R.odfiRouting),
    batchNumber: withRule(z.number().optional(), R.batchNumber),
    serviceClassCode: withRule(z.number().optional(), R.serviceClassCode),
    messageAuthenticationCode: withRule(optionalText(19), R.messageAuthenticationCode),
    entries: z.array(entrySchema),
    offset: offsetSchema.optional(),
  })
  .superRefine((batch, ctx) => {
    const sink: Problem[] = [];
    checkBatchWhole(compact(batch), 0, sink);
    addProblems(ctx, sink, 2);
  })
  .transform((batch): AchBatch => compact(batch));

const F = FILE_HEADER_RULES;

export const achInputSchema = z
  .strictObject({
    immediateDestination: withRule(z.string(), F.immediateDestination),
    immediateDestinationName: withRule(text(23), notEmptyName),
    immediateOrigin: withRule(z.string(), F.immediateOrigin),
    immediateOriginName: withRule(text(23), notEmptyName),
    fileIdModifier: withRule(z.string(), F.fileIdModifier),
    createdAt: withRule(z.string().transform(normalizeCreatedAt), F.createdAt),
    referenceCode: withRule(optionalText(8), (v, report) => F.referenceCode(v ?? '', report)),
    batches: z.array(batchSchema),
    lineEnding: z.enum(['\n', '\r\n', '']).optional(),
    finalNewline: z.boolean().optional(),
  })
  .superRefine((file, ctx) => {
    const sink: Problem[] = [];
    checkFileWhole(compact(file), sink);
    addProblems(ctx, sink, 0);
  })
  .transform((file): AchFile => compact(file));

export type AchInput = z.input<typeof achInputSchema>;
