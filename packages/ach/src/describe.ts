import { yymmddToIsoDate } from './dates';
import type { AchFinding } from './findings';
import { headerValues } from './read/parse-records';
import { readAchDetails } from './read/read';
import type { ReadMode, ReadOptions } from './read/read';
import { digitsAt } from './text';

export type AchBatchSummary = {
  /** Line of the batch header. */
  readonly line: number;
  readonly batchNumber: number | null;
  readonly companyName: string;
  readonly companyIdentification: string;
  readonly standardEntryClass: string;
  readonly serviceClassCode: number | null;
  readonly companyEntryDescription: string;
  /** YYYY-MM-DD, or the field as written when it is not a date. */
  readonly effectiveEntryDate: string;
  /** Entry records, the offset included. */
  readonly entryCount: number;
  readonly addendaCount: number;
  readonly debitTotalCents: number;
  readonly creditTotalCents: number;
  readonly hasOffset: boolean;
};

export type AchDescription = {
  readonly valid: boolean;
  readonly mode: ReadMode;
  readonly immediateDestination: string | null;
  readonly immediateOrigin: string | null;
  readonly createdAt: string | null;
  readonly fileIdModifier: string | null;
  readonly batchCount: number;
  readonly entryCount: number;
  readonly addendaCount: number;
  readonly debitTotalCents: number;
  readonly creditTotalCents: number;
  /** Every batch's debits equal its credits. */
  readonly balanced: boolean;
  readonly effectiveEntryDates: readonly string[];
  readonly batches: readonly AchBatchSummary[];
  readonly findings: readonly AchFinding[];
};

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** A summary of a NACHA file (counts and totals as the records give them) with its findings. */
export function describeAch(text: string, options: ReadOptions = {}): AchDescription {
  const { state, findings, valid } = readAchDetails(text, options, false);
  const header = state.header ? headerValues(state.header.record) : undefined;
  const batches: AchBatchSummary[] = state.batches.map((b) => ({
    line: b.headerLine,
    batchNumber: orNull(digitsAt(b.header.batchNumber, 0, 7)),
    companyName: b.header.companyName,
    companyIdentification: b.header.companyIdentification,
    standardEntryClass: b.header.standardEntryClass,
    serviceClassCode: orNull(digitsAt(b.header.serviceClassCode, 0, 3)),
    companyEntryDescription: b.header.companyEntryDescription,
    effectiveEntryDate: yymmddToIsoDate(b.header.effectiveEntryDate),
    entryCount: b.agg.entries,
    addendaCount: b.addenda,
    debitTotalCents: b.agg.debit,
    creditTotalCents: b.agg.credit,
    hasOffset: b.offsetLine > 0,
  }));
  const sum = (pick: (b: AchBatchSummary) => number) => batches.reduce((t, b) => t + pick(b), 0);
  return {
    valid,
    mode: options.mode ?? 'strict',
    immediateDestination: header?.immediateDestination ?? null,
    immediateOrigin: header?.immediateOrigin ?? null,
    createdAt: header?.createdAt ?? null,
    fileIdModifier: header?.fileIdModifier ?? null,
    batchCount: batches.length,
    entryCount: sum((b) => b.entryCount),
    addendaCount: sum((b) => b.addendaCount),
    debitTotalCents: sum((b) => b.debitTotalCents),
    creditTotalCents: sum((b) => b.creditTotalCents),
    balanced: batches.every((b) => b.debitTotalCents === b.creditTotalCents),
    effectiveEntryDates: [...new Set(batches.map((b) => b.effectiveEntryDate))].sort(),
    batches,
    findings,
  };
}
