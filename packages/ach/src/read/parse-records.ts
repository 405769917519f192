import { applyRules } from '../check/check-file';
import { FILE_HEADER_LABELS, FILE_HEADER_RULES } from '../check/file-header-rules';
import { createdAtFromFile } from '../dates';
import { parseBatchControl } from '../records/batch-control';
import { parseBatchHeader } from '../records/batch-header';
import { FILLER_LINE, parseFileControl } from '../records/file-control';
import { parseFileHeader } from '../records/file-header';
import type { FileHeaderRecord } from '../records/file-header';
import { addAddenda, addEntry, flushEntry, newBatch } from './batch-build';
import type { BatchBuild } from './batch-build-types';
import { checkFileHeaderRecord } from './file-checks';
import { closeBatch } from './finalize-batch';
import { isBlank } from '../text';
import type { ReaderState } from './reader-state';
import { reportProblems } from './reader-state';
import { nextLine } from './split-lines';
import type { LineSource } from './split-lines';

const RECORD = 94;
const SPACE = 32;

/** The file header's values as the model has them. */
export function headerValues(h: FileHeaderRecord) {
  return {
    immediateDestination: h.immediateDestination,
    immediateDestinationName: h.immediateDestinationName,
    immediateOrigin: h.immediateOrigin,
    immediateOriginName: h.immediateOriginName,
    fileIdModifier: h.fileIdModifier,
    createdAt: createdAtFromFile(h.creationDate, h.creationTime),
    referenceCode: h.referenceCode,
  };
}

function readFileHeader(state: ReaderState, line: string, n: number): void {
  if (state.header) {
    state.sink.add(n, 'Record Type', 'file-header-duplicate', 'a second file header');
    return;
  }
  const record = parseFileHeader(line);
  state.header = { line: n, record };
  checkFileHeaderRecord(record, n, state.sink);
  applyRules(
    FILE_HEADER_RULES,
    FILE_HEADER_LABELS,
    headerValues(record),
    state.problems,
    'file',
    -1,
  );
  reportProblems(state, () => n);
}

/** A line as a 94-character record, or undefined for a blank line (after reporting). */
function asRecord(state: ReaderState, line: string, n: number): string | undefined {
  const lenient = state.mode === 'lenient';
  if (line.length === RECORD && line.charCodeAt(0) !== SPACE) return line;
  if (isBlank(line)) {
    state.sink.add(n, 'Record', 'blank-line', lenient ? 'blank line, skipped' : 'blank line');
    return undefined;
  }
  if (line.length === RECORD) return line;
  if (line.length < RECORD) {
    state.sink.add(
      n,
      'Record',
      'record-length',
      `is ${line.length} characters, expected 94` + (lenient ? ' (padded with spaces)' : ''),
    );
    return line.padEnd(RECORD, ' ');
  }
  state.sink.add(n, 'Record', 'record-too-long', `is ${line.length} characters, expected 94`);
  return line.slice(0, RECORD);
}

function closeOpenBatch(state: ReaderState, open: BatchBuild | undefined, n: number, why: string) {
  if (!open) return;
  state.sink.add(n, 'Record Type', 'record-order', why.replace('%', String(open.headerLine)));
  closeBatch(state, open);
}

/** Walks the lines once, in record order, checking each record as it comes. */
export function parseRecords(src: LineSource, state: ReaderState): void {
  const { sink } = state;
  let open: BatchBuild | undefined;
  while (nextLine(src)) {
    const n = src.count;
    // A 94-character line is read in place (text, base); any other becomes a string of its own.
    let text = src.text;
    let base = src.lineStart;
    if (src.lineEnd - base !== RECORD || text.charCodeAt(base) === SPACE) {
      const fixed = asRecord(state, text.slice(base, src.lineEnd), n);
      if (fixed === undefined) continue;
      text = fixed;
      base = 0;
    }
    const type = text.charAt(base);
    if (type === '9' && text.charAt(base + 1) === '9') {
      // moov-io/ach ignores any line starting with 99: it is block filler.
      if (!text.startsWith(FILLER_LINE, base)) {
        sink.add(n, 'Filler', 'filler', "a filler line must be 94 '9's");
      }
      if (state.fileControl) state.fillers += 1;
      else sink.add(n, 'Filler', 'filler', 'filler line before the file control');
      continue;
    }
    state.records += 1;
    if (state.records === 1 && type !== '1') {
      sink.add(n, 'Record Type', 'file-header-missing', 'the first record is not a file header');
    }
    if (state.fileControl) {
      const duplicate = type === '9';
      sink.add(
        n,
        'Record Type',
        duplicate ? 'file-control-duplicate' : 'record-after-file-control',
        duplicate
          ? `a second file control (the first is on line ${state.fileControl.line})`
          : `record type "${type}" after the file control on line ${state.fileControl.line}`,
      );
      continue;
    }
    if (type === '6') {
      if (open) addEntry(state, open, text, base, n);
      else sink.add(n, 'Record Type', 'record-order', 'entry record outside a batch');
      continue;
    }
    const line = base === 0 && text.length === RECORD ? text : text.slice(base, base + RECORD);
    if (type === '7') {
      if (open) addAddenda(state, open, line, n);
      else sink.add(n, 'Record Type', 'record-order', 'addenda record outside a batch');
      continue;
    }
    if (open) flushEntry(state, open);
    switch (type) {
      case '5':
        closeOpenBatch(state, open, n, 'batch header inside the batch that starts on line %');
        open = newBatch(state, n, parseBatchHeader(line));
        state.batches.push(open);
        break;
      case '8':
        if (open) {
          open.control = parseBatchControl(line);
          open.controlLine = n;
          closeBatch(state, open);
          open = undefined;
        } else sink.add(n, 'Record Type', 'record-order', 'batch control without a batch header');
        break;
      case '1':
        readFileHeader(state, line, n);
        break;
      case '9':
        closeOpenBatch(state, open, n, 'the batch that starts on line % has no batch control');
        open = undefined;
        state.fileControl = { line: n, record: parseFileControl(line) };
        break;
      default:
        sink.add(
          n,
          'Record Type',
          'record-type',
          `"${type}" is not a record type (1, 5, 6, 7, 8, 9)`,
        );
    }
  }
  state.lastLine = src.count;
  closeOpenBatch(state, open, src.count, 'the batch that starts on line % has no batch control');
}
