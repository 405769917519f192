import { putDigits, putRaw, putRepeat } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';

export const FILLER_LINE = '9'.repeat(94);

export type FileControlValues = {
  readonly batchCount: number;
  readonly blockCount: number;
  readonly entryAddendaCount: number;
  readonly entryHash: number;
  readonly debitTotal: number;
  readonly creditTotal: number;
};

export type FileControlRecord = {
  readonly batchCount: string;
  readonly blockCount: string;
  readonly entryAddendaCount: string;
  readonly entryHash: string;
  readonly debitTotal: string;
  readonly creditTotal: string;
  readonly reserved: string;
};

export function writeFileControl(w: ByteWriter, v: FileControlValues): void {
  putRaw(w, '9');
  putDigits(w, v.batchCount, 6);
  putDigits(w, v.blockCount, 6);
  putDigits(w, v.entryAddendaCount, 8);
  putDigits(w, v.entryHash, 10);
  putDigits(w, v.debitTotal, 12);
  putDigits(w, v.creditTotal, 12);
  putRepeat(w, 32, 39);
}

export function parseFileControl(line: string): FileControlRecord {
  return {
    batchCount: line.slice(1, 7),
    blockCount: line.slice(7, 13),
    entryAddendaCount: line.slice(13, 21),
    entryHash: line.slice(21, 31),
    debitTotal: line.slice(31, 43),
    creditTotal: line.slice(43, 55),
    reserved: line.slice(55, 94),
  };
}
