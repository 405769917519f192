import type { AchFinding } from '../findings';
import type { AchFile } from '../model';
import { isPrintableText } from '../check/entry-record';
import { checkFileEnd } from './file-checks';
import { FindingSink } from './finding-sink';
import type { ReadMode } from './finding-sink';
import { headerValues, parseRecords } from './parse-records';
import { newReaderState } from './reader-state';
import type { ReturnCollector } from './return-entries';
import type { ReaderState } from './reader-state';
import { lineEndingOf, lineSource } from './split-lines';

export type { ReadMode } from './finding-sink';

export type ReadOptions = {
  /** strict (default): what a bank accepts. lenient: what moov-io/ach reads, the rest as warnings. */
  readonly mode?: ReadMode;
  /** Also require every batch's debits to equal its credits. */
  readonly requireBalanced?: boolean;
};

export type ReadResult = {
  /** The model; undefined when the file has no file header. */
  readonly file: AchFile | undefined;
  /** Every finding, in line order. */
  readonly findings: readonly AchFinding[];
  /** No finding of severity error. */
  readonly valid: boolean;
};

export type ReadDetails = {
  readonly state: ReaderState;
  readonly findings: readonly AchFinding[];
  readonly valid: boolean;
  readonly lineEnding: AchFile['lineEnding'];
  readonly finalNewline: boolean;
};

/**
 * Reads and checks every line; keeps the entries only when `keepModel`. With `returns`, the file
 * is a return file: entries carry addenda 98/99, collected there.
 */
export function readAchDetails(
  text: string,
  options: ReadOptions,
  keepModel: boolean,
  returns?: ReturnCollector,
): ReadDetails {
  const mode = options.mode ?? 'strict';
  const sink = new FindingSink(mode);
  const src = lineSource(text);
  const state = newReaderState(
    sink,
    mode,
    options.requireBalanced ?? false,
    keepModel,
    !keepModel && isPrintableText(text),
    returns,
  );
  parseRecords(src, state);
  if (src.mixedEndingLine > 0) {
    sink.add(
      src.mixedEndingLine,
      'Line Ending',
      'line-ending',
      'the file mixes CRLF and LF line endings',
    );
  }
  if (state.records === 0) sink.add(1, 'File', 'empty-file', 'the file has no records');
  else checkFileEnd(state);
  const findings = sink.findings.sort((a, b) => a.line - b.line);
  return {
    state,
    findings,
    valid: !findings.some((f) => f.severity === 'error'),
    lineEnding: lineEndingOf(src),
    finalNewline: src.finalNewline,
  };
}

function buildModel(details: ReadDetails): AchFile | undefined {
  const { state } = details;
  if (!state.header) return undefined;
  const { referenceCode, ...header } = headerValues(state.header.record);
  const file: { -readonly [K in keyof AchFile]: AchFile[K] } = { ...header, batches: state.models };
  if (referenceCode !== '') file.referenceCode = referenceCode;
  if (details.lineEnding !== '\n') file.lineEnding = details.lineEnding;
  if (!details.finalNewline) file.finalNewline = false;
  return file;
}

/** Reads a NACHA file into the model and checks every rule; see ReadOptions for the modes. */
export function readAch(text: string, options: ReadOptions = {}): ReadResult {
  const details = readAchDetails(text, options, true);
  return { file: buildModel(details), findings: details.findings, valid: details.valid };
}
