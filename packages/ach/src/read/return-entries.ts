import { textRule } from '../check/field-rules';
import { parseIsoDate, yymmddToIsoDate } from '../dates';
import { parseReturnAddenda } from '../records/addenda';
import { entryTraceText, readEntryFields } from '../records/entry-detail';
import { isAllDigits } from '../routing-number';
import { changeReasonOf, returnReasonOf } from '../returns/reason-codes';
import type { AchNotificationOfChange, AchReturnEntry } from '../returns/return-types';
import { isBlank } from '../text';
import { isReturnCode, isStandardTransactionCode } from '../transaction-codes';
import type { BatchBuild, EntrySlot } from './batch-build-types';
import type { ReaderState } from './reader-state';

// A return file is read by the same reader as an originated file; only the addenda differ. Here
// the reader takes addenda 99 (returns) and 98 (notifications of change) instead of 05, checks
// their fields and collects what each entry says. readAch never gets here, so an originated file
// with a 98 or 99 addenda is still refused.

/** What a return file's entries say, filled while the reader walks the file. */
export type ReturnCollector = {
  readonly returns: AchReturnEntry[];
  readonly notificationsOfChange: AchNotificationOfChange[];
};

export function newReturnCollector(): ReturnCollector {
  return { returns: [], notificationsOfChange: [] };
}

function isCorBatch(batch: BatchBuild): boolean {
  return batch.header.standardEntryClass === 'COR';
}

function checkDigits(
  state: ReaderState,
  n: number,
  label: string,
  value: string,
  width: number,
): void {
  if (value.length !== width || !isAllDigits(value)) {
    state.sink.add(
      n,
      label,
      width === 15 ? 'trace-number' : 'numeric',
      `"${value}" is not ${width} digits`,
    );
  }
}

function checkText(state: ReaderState, n: number, label: string, value: string, width: number) {
  textRule(width)(value, (rule, message) => state.sink.add(n, label, rule, message));
}

/** Takes the addenda 98/99 of the entry waiting in `owner` (its only addenda). */
export function addReturnAddenda(
  state: ReaderState,
  batch: BatchBuild,
  owner: EntrySlot,
  line: string,
  n: number,
): void {
  const { sink } = state;
  const record = parseReturnAddenda(line);
  const cor = isCorBatch(batch);
  const expected = cor ? '98' : '99';
  if (record.typeCode !== expected) {
    sink.add(
      n,
      'Addenda Type Code',
      'addenda-type',
      `addenda type "${record.typeCode}" in ${cor ? 'a COR batch' : 'a return batch'}: ` +
        `a return carries addenda 99, a notification of change (COR batch) addenda 98`,
    );
    return;
  }
  owner.returnAddenda = record;
  owner.addendaLine = n;
  if (cor) {
    if (changeReasonOf(record.code) === null) {
      sink.add(n, 'Change Code', 'change-code', `"${record.code}" is not a NACHA change code`);
    }
    if (!isBlank(record.dateOfDeath)) {
      sink.add(n, 'Reserved', 'reserved', 'positions 22-27 of an addenda 98 must be blank');
    }
    if (record.correctedData === '') sink.add(n, 'Corrected Data', 'required', 'is blank');
    checkText(state, n, 'Corrected Data', record.correctedData, 29);
    if (!isBlank(record.reservedAfterCorrection)) {
      sink.add(n, 'Reserved', 'reserved', 'positions 65-79 of an addenda 98 must be blank');
    }
  } else {
    if (returnReasonOf(record.code) === null) {
      sink.add(
        n,
        'Return Reason Code',
        'return-reason-code',
        `"${record.code}" is not a NACHA return reason code`,
      );
    }
    const death = record.dateOfDeath;
    if (!isBlank(death) && !parseIsoDate(yymmddToIsoDate(death))) {
      sink.add(
        n,
        'Date of Death',
        'date-of-death',
        `"${death}" is neither blank nor a YYMMDD date`,
      );
    }
    checkText(state, n, 'Addenda Information', record.information, 44);
  }
  checkDigits(state, n, 'Original Entry Trace Number', record.originalTrace, 15);
  checkDigits(state, n, 'Original Receiving DFI Identification', record.originalRdfi, 8);
  const trace = entryTraceText(owner.text, owner.base);
  if (record.traceNumber !== trace) {
    sink.add(
      n,
      'Trace Number',
      'addenda-trace',
      `is "${record.traceNumber}", the entry on line ${owner.line} has ${trace}`,
    );
  }
}

/** The entry that was waiting in `slot`, now complete: checked and collected. */
export function collectReturnEntry(
  state: ReaderState,
  collector: ReturnCollector,
  batch: BatchBuild,
  slot: EntrySlot,
): void {
  const { sink } = state;
  const cor = isCorBatch(batch);
  const entry = readEntryFields(slot.text, slot.base);
  const code = entry.transactionCode;
  if (isStandardTransactionCode(code) && !isReturnCode(code)) {
    sink.add(
      slot.line,
      'Transaction Code',
      'return-entry',
      `${code} is a forward entry; a return file holds returns and notifications of change (21, 26, 31, 36, …)`,
    );
  }
  if (cor && entry.amountCents !== 0 && !Number.isNaN(entry.amountCents)) {
    sink.add(slot.line, 'Amount', 'noc-amount', 'a notification of change carries an amount of 0');
  }
  const addenda = slot.returnAddenda;
  if (!addenda) {
    // A wrong addenda type was reported when it was read.
    if (slot.addendaCount === 0) {
      sink.add(
        slot.line,
        'Addenda Record',
        'return-addenda',
        cor
          ? 'a notification of change needs its addenda 98'
          : 'a return entry needs its addenda 99',
      );
    }
    return;
  }
  const traceNumber = entryTraceText(slot.text, slot.base);
  if (cor) {
    collector.notificationsOfChange.push({
      kind: 'noc',
      traceNumber,
      originalTraceNumber: addenda.originalTrace,
      changeCode: addenda.code,
      changeReason: changeReasonOf(addenda.code) ?? '',
      correctedData: addenda.correctedData,
      originalReceivingDfi: addenda.originalRdfi,
    });
    return;
  }
  const death = parseIsoDate(yymmddToIsoDate(addenda.dateOfDeath));
  collector.returns.push({
    kind: 'return',
    traceNumber,
    originalTraceNumber: addenda.originalTrace,
    returnCode: addenda.code,
    reason: returnReasonOf(addenda.code) ?? '',
    dateOfDeath: death ? yymmddToIsoDate(addenda.dateOfDeath) : null,
    originalReceivingDfi: addenda.originalRdfi,
    addendaInformation: addenda.information,
    amountCents: entry.amountCents,
    transactionCode: code,
    individualId: entry.individualId ?? '',
    individualName: entry.individualName,
  });
}
