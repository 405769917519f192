import type { Problem } from '../check/problem';
import type { TraceTracker } from '../check/trace-tracker';
import { newTraceTracker } from '../check/trace-tracker';
import type { AchBatch } from '../model';
import type { FileControlRecord } from '../records/file-control';
import type { FileHeaderRecord } from '../records/file-header';
import type { BatchBuild } from './batch-build-types';
import type { FindingSink, ReadMode } from './finding-sink';
import type { ReturnCollector } from './return-entries';

/** Everything the reader carries from one line to the next. */
export type ReaderState = {
  readonly sink: FindingSink;
  readonly mode: ReadMode;
  readonly requireBalanced: boolean;
  /** Whether entries are kept for the model; validation alone lets them go. */
  readonly keepModel: boolean;
  /** Set when reading a return file: addenda 98/99 are taken instead of 05. */
  readonly returns: ReturnCollector | undefined;
  /** The whole text is printable ASCII and line breaks: records need no character scan. */
  readonly printable: boolean;
  /** Scratch list for the shared checks, emptied after each use. */
  readonly problems: Problem[];
  readonly traces: TraceTracker;
  /** Last trace sequence of the file so far (for the writer's default trace numbers). */
  sequence: number;
  /** Last batch number so far. */
  batchNumber: number;
  header: { readonly line: number; readonly record: FileHeaderRecord } | undefined;
  readonly batches: BatchBuild[];
  readonly models: AchBatch[];
  fileControl: { readonly line: number; readonly record: FileControlRecord } | undefined;
  /** Records other than filler and blank lines. */
  records: number;
  /** Filler lines after the file control. */
  fillers: number;
  lastLine: number;
};

export function newReaderState(
  sink: FindingSink,
  mode: ReadMode,
  requireBalanced: boolean,
  keepModel: boolean,
  printable: boolean,
  returns?: ReturnCollector,
): ReaderState {
  return {
    sink,
    mode,
    requireBalanced,
    keepModel,
    returns,
    printable,
    problems: [],
    traces: newTraceTracker(),
    sequence: 0,
    batchNumber: 0,
    header: undefined,
    batches: [],
    models: [],
    fileControl: undefined,
    records: 0,
    fillers: 0,
    lastLine: 0,
  };
}

/** Moves the scratch problems into the findings, each on the line `lineOf` gives it. */
export function reportProblems(state: ReaderState, lineOf: (p: Problem) => number): void {
  for (const p of state.problems) state.sink.add(lineOf(p), p.label, p.rule, p.message);
  state.problems.length = 0;
}
