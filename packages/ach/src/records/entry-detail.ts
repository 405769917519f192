import { putDigits, putRaw, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import type { AchEntry } from '../model';
import { digitsAt, textField } from '../text';
import { SEQUENCE_SPAN } from '../trace-numbers';

export function writeEntryDetail(w: ByteWriter, entry: AchEntry, trace: number): void {
  w.bytes[w.pos++] = 54; // '6'
  putDigits(w, entry.transactionCode, 2);
  putRaw(w, entry.routingNumber);
  putText(w, entry.accountNumber, 17);
  putDigits(w, entry.amountCents, 10);
  putText(w, entry.individualId, 15);
  putText(w, entry.individualName, 22);
  putText(w, entry.discretionaryData, 2);
  w.bytes[w.pos++] = entry.addenda === undefined ? 48 : 49;
  // ODFI and sequence apart: two small integers instead of one 15-digit double.
  const odfi = Math.floor(trace / SEQUENCE_SPAN);
  putDigits(w, odfi, 8);
  putDigits(w, trace - odfi * SEQUENCE_SPAN, 7);
}

export type EntryFields = { -readonly [K in keyof AchEntry]: AchEntry[K] };

// The reader's functions take an entry record in place: `text` holds it from `base` on (a whole
// file, or the record alone with base 0).

/**
 * The model fields of an entry record, trace number aside. Hot path of the reader: plain slices
 * and digit loops, no regular expressions.
 */
export function readEntryFields(text: string, base: number): EntryFields {
  const entry: EntryFields = {
    transactionCode: entryCode(text, base),
    routingNumber: text.slice(base + 3, base + 12),
    accountNumber: textField(text, base + 12, base + 29),
    amountCents: entryAmount(text, base),
    individualName: textField(text, base + 54, base + 76),
  };
  const individualId = textField(text, base + 39, base + 54);
  if (individualId !== '') entry.individualId = individualId;
  if (text.charCodeAt(base + 76) !== 32 || text.charCodeAt(base + 77) !== 32) {
    entry.discretionaryData = textField(text, base + 76, base + 78);
  }
  return entry;
}

export function entryCode(text: string, base: number): number {
  return digitsAt(text, base + 1, base + 3);
}

export function entryAmount(text: string, base: number): number {
  return digitsAt(text, base + 29, base + 39);
}

/** RDFI identification (positions 4-11), the part of the routing number the entry hash adds. */
export function entryRdfi(text: string, base: number): number {
  return digitsAt(text, base + 3, base + 11);
}

export function entryAddendaIndicator(text: string, base: number): string {
  return text.charAt(base + 78);
}

export function entryTraceText(text: string, base: number): string {
  return text.slice(base + 79, base + 94);
}

/** The trace number as a number (15 digits fit a double), NaN when not digits. */
export function entryTrace(text: string, base: number): number {
  // Two small integers: digit arithmetic past 2^31 would run in floating point.
  return (
    digitsAt(text, base + 79, base + 87) * SEQUENCE_SPAN + digitsAt(text, base + 87, base + 94)
  );
}
