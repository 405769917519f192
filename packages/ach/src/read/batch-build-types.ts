import type { BatchAggregate } from '../check/batch-aggregate';
import type { BatchControlRecord } from '../records/batch-control';
import type { BatchHeaderRecord } from '../records/batch-header';
import type { ReturnAddendaRecord } from '../records/addenda';
import type { EntryFields } from '../records/entry-detail';

// The batch's shape lives apart from the code that fills it, so that the reader's state can hold
// batches without importing the batch builder, which itself reports through that state.

/**
 * The entry waiting for its addenda before it is checked; once checked, the batch's last entry
 * (what the offset recognition looks at). One per batch, reused, so that reading allocates no
 * bookkeeping object per entry.
 */
export type EntrySlot = {
  /** An entry is waiting. */
  pending: boolean;
  line: number;
  /** The record is text[base, base + 94). */
  text: string;
  base: number;
  trace: number;
  /** The trace number differs from what the writer would assign: the model keeps it. */
  ownTrace: boolean;
  addendaLine: number;
  addendaCount: number;
  /** Payment information of the first addenda record. */
  addenda: string | undefined;
  /** The addenda 98/99 of an entry in a return file. */
  returnAddenda: ReturnAddendaRecord | undefined;
};

/** A batch as the reader collects it: records, their lines, and running control values. */
export type BatchBuild = {
  readonly index: number;
  readonly headerLine: number;
  readonly header: BatchHeaderRecord;
  readonly odfi: number;
  readonly entryLines: number[];
  readonly entries: EntryFields[];
  readonly agg: BatchAggregate;
  readonly slot: EntrySlot;
  controlLine: number;
  control: BatchControlRecord | undefined;
  /** Entry and addenda records as they are in the file. */
  records: number;
  addenda: number;
  hash: number;
  /** False once an amount or transaction code cannot be read: totals are then not compared. */
  totalsKnown: boolean;
  offsetLine: number;
};
