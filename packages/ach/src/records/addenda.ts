import { putDigits, putRaw, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import { textField } from '../text';

export interface AddendaRecord {
  readonly typeCode: string;
  readonly paymentInfo: string;
  readonly sequenceNumber: string;
  readonly entryDetailSequence: string;
}

/** Addenda 05, the only addenda a PPD entry may carry (one of them, sequence 0001). */
export function writeAddenda(w: ByteWriter, paymentInfo: string, entrySequence: number): void {
  putRaw(w, '705');
  putText(w, paymentInfo, 80);
  putRaw(w, '0001');
  putDigits(w, entrySequence, 7);
}

export function parseAddenda(line: string): AddendaRecord {
  return {
    typeCode: line.slice(1, 3),
    paymentInfo: textField(line, 3, 83),
    sequenceNumber: line.slice(83, 87),
    entryDetailSequence: line.slice(87, 94),
  };
}
