import { putDigits, putRaw, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import { textField } from '../text';

export type AddendaRecord = {
  readonly typeCode: string;
  readonly paymentInfo: string;
  readonly sequenceNumber: string;
  readonly entryDetailSequence: string;
};

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

/** Addenda 99 (return) and 98 (notification of change) share their first and last fields. */
export type ReturnAddendaRecord = {
  readonly typeCode: string;
  /** Return reason code (99) or change code (98), positions 4-6. */
  readonly code: string;
  readonly originalTrace: string;
  /** 99: date of death (YYMMDD or blank); 98: reserved. Positions 22-27. */
  readonly dateOfDeath: string;
  readonly originalRdfi: string;
  /** 99: addenda information (36-79); 98: corrected data (36-64) then reserved (65-79). */
  readonly information: string;
  readonly correctedData: string;
  readonly reservedAfterCorrection: string;
  readonly traceNumber: string;
};

export function parseReturnAddenda(line: string): ReturnAddendaRecord {
  return {
    typeCode: line.slice(1, 3),
    code: line.slice(3, 6),
    originalTrace: line.slice(6, 21),
    dateOfDeath: line.slice(21, 27),
    originalRdfi: line.slice(27, 35),
    information: textField(line, 35, 79),
    correctedData: textField(line, 35, 64),
    reservedAfterCorrection: line.slice(64, 79),
    traceNumber: line.slice(79, 94),
  };
}

export type ReturnAddendaValues = {
  readonly code: string;
  readonly originalTrace: string;
  /** YYMMDD or undefined (blank). */
  readonly dateOfDeath?: string;
  readonly originalRdfi: string;
  readonly information?: string;
  readonly traceNumber: string;
};

/** Addenda 99 of a return entry. */
export function writeReturnAddenda(w: ByteWriter, v: ReturnAddendaValues): void {
  putRaw(w, '799');
  putText(w, v.code, 3);
  putRaw(w, v.originalTrace);
  putText(w, v.dateOfDeath, 6);
  putRaw(w, v.originalRdfi);
  putText(w, v.information, 44);
  putRaw(w, v.traceNumber);
}

/** Addenda 98 of a notification of change: corrected data is 29 characters, the rest reserved. */
export function writeNocAddenda(w: ByteWriter, v: ReturnAddendaValues): void {
  putRaw(w, '798');
  putText(w, v.code, 3);
  putRaw(w, v.originalTrace);
  putText(w, undefined, 6);
  putRaw(w, v.originalRdfi);
  putText(w, v.information, 29);
  putText(w, undefined, 15);
  putRaw(w, v.traceNumber);
}
