import { deriveServiceClassCode, entryHash } from '../batch-math';
import { checkBatchAggregate } from '../check/batch-aggregate';
import { BATCH_HEADER_LABELS, BATCH_HEADER_RULES } from '../check/batch-header-rules';
import { applyRules } from '../check/check-file';
import { checkBatchNumber } from '../check/file-aggregate';
import { yymmddToIsoDate } from '../dates';
import type { AchBatch, AchOffset } from '../model';
import { completeRoutingNumber } from '../routing-number';
import { digitsAt, isBlank } from '../text';
import type { BatchBuild } from './batch-build-types';
import { flushEntry, slotEntry } from './batch-build';
import { entryAddendaIndicator } from '../records/entry-detail';
import { compareNumber } from './finding-sink';
import type { ReaderState } from './reader-state';
import { reportProblems } from './reader-state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The last entry is the batch's offset when it is exactly what the writer makes of one. */
function recognizeOffset(batch: BatchBuild): AchOffset | undefined {
  const { agg, slot: last } = batch;
  if (
    agg.entries < 2 ||
    last.addendaCount > 0 ||
    entryAddendaIndicator(last.text, last.base) !== '0'
  )
    return;
  const e = slotEntry(last);
  const code = e.transactionCode;
  if (e.individualName !== 'OFFSET' || (code !== 27 && code !== 37)) return;
  if (e.individualId !== undefined || e.discretionaryData !== undefined) return;
  if (e.traceNumber !== undefined || !batch.totalsKnown) return;
  // Every other entry is a credit, and the credits add up to the offset's amount.
  if (agg.firstDebit !== agg.entries - 1 || agg.credit <= 0 || agg.credit !== e.amountCents) return;
  return {
    routingNumber: e.routingNumber,
    accountNumber: e.accountNumber,
    accountType: code === 27 ? 'checking' : 'savings',
  };
}

function checkControl(state: ReaderState, batch: BatchBuild): void {
  const { control, header, agg } = batch;
  const { sink } = state;
  const line = batch.controlLine;
  if (control) {
    const mismatch = (label: string, value: string, headerValue: string) => {
      if (value !== headerValue) {
        sink.add(
          line,
          label,
          'control-mismatch',
          `is "${value}", the batch header on line ${batch.headerLine} has "${headerValue}"`,
        );
      }
    };
    mismatch('Service Class Code', control.serviceClassCode, header.serviceClassCode);
    mismatch('Company Identification', control.companyIdentification, header.companyIdentification);
    mismatch('ODFI Identification', control.odfiIdentification, header.odfiIdentification);
    mismatch('Batch Number', control.batchNumber, header.batchNumber);
    compareNumber(
      sink,
      line,
      'Entry/Addenda Count',
      'entry-addenda-count',
      control.entryAddendaCount,
      batch.records,
    );
    if (!Number.isNaN(batch.hash)) {
      compareNumber(
        sink,
        line,
        'Entry Hash',
        'entry-hash',
        control.entryHash,
        entryHash(batch.hash),
      );
    }
    if (batch.totalsKnown) {
      compareNumber(
        sink,
        line,
        'Total Debit Entry Dollar Amount',
        'debit-total',
        control.debitTotal,
        agg.debit,
      );
      compareNumber(
        sink,
        line,
        'Total Credit Entry Dollar Amount',
        'credit-total',
        control.creditTotal,
        agg.credit,
      );
    }
    if (!isBlank(control.reserved))
      sink.add(line, 'Reserved', 'reserved', 'positions 74-79 must be blank');
  }
  if (state.requireBalanced && batch.totalsKnown && agg.debit !== agg.credit) {
    sink.add(
      line || batch.headerLine,
      'Total Dollar Amount',
      'balanced',
      `debits ${agg.debit} and credits ${agg.credit} (cents) do not balance`,
    );
  }
}

/** The batch header as the model has it (every value, defaults included). */
function headerModel(batch: BatchBuild): Mutable<AchBatch> {
  const h = batch.header;
  const model: Mutable<AchBatch> = {
    companyName: h.companyName,
    companyIdentification: h.companyIdentification,
    companyEntryDescription: h.companyEntryDescription,
    effectiveEntryDate: yymmddToIsoDate(h.effectiveEntryDate),
    odfiRouting: completeRoutingNumber(h.odfiIdentification),
    entries: batch.entries,
  };
  if (h.companyDiscretionaryData !== '')
    model.companyDiscretionaryData = h.companyDiscretionaryData;
  if (h.standardEntryClass !== 'PPD') model.standardEntryClass = h.standardEntryClass;
  if (h.companyDescriptiveDate !== '') model.companyDescriptiveDate = h.companyDescriptiveDate;
  if (h.settlementDate !== '') model.settlementDate = h.settlementDate;
  if (h.originatorStatusCode !== '1') model.originatorStatusCode = h.originatorStatusCode;
  const mac = batch.control?.messageAuthenticationCode ?? '';
  if (mac !== '') model.messageAuthenticationCode = mac;
  return model;
}

/** Checks a batch whose control has been read (or is missing) and adds its model. */
export function closeBatch(state: ReaderState, batch: BatchBuild): void {
  flushEntry(state, batch);
  const b = batch.index;
  const model = headerModel(batch);
  const serviceClassCode = digitsAt(batch.header.serviceClassCode, 0, 3);
  const number = digitsAt(batch.header.batchNumber, 0, 7);
  const given = number === state.batchNumber + 1 ? undefined : number;

  applyRules(
    BATCH_HEADER_RULES,
    BATCH_HEADER_LABELS,
    { ...model, serviceClassCode, batchNumber: given },
    state.problems,
    'batch',
    b,
  );
  state.batchNumber = checkBatchNumber(state.batchNumber, given, b, state.problems);
  checkBatchAggregate(batch.agg, { serviceClassCode }, b, state.problems);
  reportProblems(state, (p) => {
    if (p.scope === 'entry') return batch.entryLines[p.entry] ?? batch.headerLine;
    const onControl = p.scope === 'batch-control' || p.field === 'messageAuthenticationCode';
    return (onControl && batch.controlLine) || batch.headerLine;
  });
  checkControl(state, batch);

  const offset = recognizeOffset(batch);
  if (offset) batch.offsetLine = batch.slot.line;
  if (!state.keepModel) return;
  if (offset) {
    batch.entries.pop();
    model.offset = offset;
  }
  if (given !== undefined) model.batchNumber = number;
  if (serviceClassCode !== deriveServiceClassCode(batch.entries, offset !== undefined)) {
    model.serviceClassCode = serviceClassCode;
  }
  state.models.push(model);
}
