import { deriveServiceClassCode, entryHash } from '../batch-math';
import { findingsOf, INPUT_PARSE_OPTIONS } from '../build';
import { newByteWriter, putRaw, writtenText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import { parseCreatedAt } from '../dates';
import { AchInputError } from '../findings';
import type { AchEntry } from '../model';
import { writeNocAddenda, writeReturnAddenda } from '../records/addenda';
import type { ReturnAddendaValues } from '../records/addenda';
import { writeBatchControl } from '../records/batch-control';
import { writeBatchHeader } from '../records/batch-header';
import { writeEntryDetail } from '../records/entry-detail';
import { FILLER_LINE, writeFileControl } from '../records/file-control';
import { writeFileHeader } from '../records/file-header';
import { completeRoutingNumber } from '../routing-number';
import { isCreditCode } from '../transaction-codes';
import { readReturnFile } from './read-return-file';
import { returnFileInputSchema } from './return-input';
import type { ParsedReturnEntry, ParsedReturnFileInput, ReturnFileInput } from './return-input';

/** One entry of the return file: the return (or COR) entry and its addenda 99 (or 98). */
type PlannedEntry = {
  readonly entry: AchEntry;
  readonly trace: number;
  readonly addenda: ReturnAddendaValues;
};

type PlannedBatch = {
  readonly cor: boolean;
  /** The returning bank's 8-digit identification: the batch's ODFI and its traces' prefix. */
  readonly bank: string;
  readonly entries: PlannedEntry[];
};

/** 22 → 21, 27 → 26, 33 → 31, 38 → 36, …, 55 → 56: the code of the entry's return or NOC. */
export function returnTransactionCode(original: number): number {
  if (original === 55) return 56;
  const kind = original % 10;
  return original - kind + (kind <= 4 ? 1 : 6);
}

/**
 * Returns and NOCs go in batches of their own (COR for NOCs), one per returning bank, in the
 * order the entries come; each bank numbers its traces 1, 2, … through the file.
 */
function planBatches(entries: readonly ParsedReturnEntry[]): PlannedBatch[] {
  const batches = new Map<string, PlannedBatch>();
  const sequences = new Map<string, number>();
  for (const e of entries) {
    const cor = e.changeCode !== undefined;
    const bank = e.routingNumber.slice(0, 8);
    const key = `${cor ? 'COR' : 'RET'}${bank}`;
    let batch = batches.get(key);
    if (!batch) {
      batch = { cor, bank, entries: [] };
      batches.set(key, batch);
    }
    const sequence = (sequences.get(bank) ?? 0) + 1;
    sequences.set(bank, sequence);
    const trace = Number(bank) * 10_000_000 + sequence;
    const entry: AchEntry = {
      transactionCode: returnTransactionCode(e.transactionCode),
      // A return travels back to the original entry's ODFI, the first 8 digits of its trace.
      routingNumber: completeRoutingNumber(e.originalTraceNumber.slice(0, 8)),
      accountNumber: e.accountNumber,
      amountCents: cor ? 0 : e.amountCents,
      individualName: e.individualName,
      ...(e.individualId === undefined ? {} : { individualId: e.individualId }),
    };
    const death = e.dateOfDeath;
    batch.entries.push({
      entry,
      trace,
      addenda: {
        code: e.changeCode ?? e.returnCode ?? '',
        originalTrace: e.originalTraceNumber,
        dateOfDeath:
          death === undefined ? undefined : death.slice(2, 4) + death.slice(5, 7) + death.slice(8),
        originalRdfi: bank,
        information: cor ? e.correctedData : e.addendaInformation,
        traceNumber: String(trace).padStart(15, '0'),
      },
    });
  }
  return [...batches.values()];
}

function recordCount(batches: readonly PlannedBatch[]): number {
  let records = 2;
  for (const batch of batches) records += 2 + batch.entries.length * 2;
  return records;
}

function serialize(input: ParsedReturnFileInput, batches: readonly PlannedBatch[]): string {
  const records = recordCount(batches);
  const blocks = Math.ceil(records / 10);
  const w: ByteWriter = newByteWriter(blocks * 10 * 95 + 1);
  const end = () => putRaw(w, '\n');
  const created = parseCreatedAt(input.createdAt);
  const [date, time] = 'part' in created ? ['', ''] : [created.date, created.time];
  writeFileHeader(w, { ...input, batches: [] }, date, time);
  end();
  const file = { records: 0, hash: 0, debit: 0, credit: 0 };
  batches.forEach((batch, b) => {
    const entries = batch.entries.map((p) => p.entry);
    const serviceClassCode = deriveServiceClassCode(entries, false);
    writeBatchHeader(w, {
      serviceClassCode,
      companyName: input.companyName,
      companyIdentification: input.companyIdentification,
      standardEntryClass: batch.cor ? 'COR' : 'PPD',
      companyEntryDescription: input.companyEntryDescription,
      companyDescriptiveDate: input.companyDescriptiveDate,
      effectiveEntryDate: input.effectiveEntryDate,
      originatorStatusCode: '1',
      odfiRouting: batch.bank,
      batchNumber: b + 1,
    });
    end();
    let hash = 0;
    let debit = 0;
    let credit = 0;
    for (const { entry, trace, addenda } of batch.entries) {
      // An addenda value makes the entry's addenda record indicator 1.
      writeEntryDetail(w, { ...entry, addenda: '' }, trace);
      end();
      if (batch.cor) writeNocAddenda(w, addenda);
      else writeReturnAddenda(w, addenda);
      end();
      hash += Number(entry.routingNumber.slice(0, 8));
      if (isCreditCode(entry.transactionCode)) credit += entry.amountCents;
      else debit += entry.amountCents;
    }
    writeBatchControl(w, {
      serviceClassCode,
      entryAddendaCount: batch.entries.length * 2,
      entryHash: entryHash(hash),
      debitTotal: debit,
      creditTotal: credit,
      companyIdentification: input.companyIdentification,
      odfiRouting: batch.bank,
      batchNumber: b + 1,
    });
    end();
    file.records += batch.entries.length * 2;
    file.hash += hash;
    file.debit += debit;
    file.credit += credit;
  });
  writeFileControl(w, {
    batchCount: batches.length,
    blockCount: blocks,
    entryAddendaCount: file.records,
    entryHash: entryHash(file.hash),
    debitTotal: file.debit,
    creditTotal: file.credit,
  });
  end();
  for (let i = records; i < blocks * 10; i++) {
    putRaw(w, FILLER_LINE);
    end();
  }
  return writtenText(w);
}

/**
 * Writes the NACHA return file a bank would send for these entries: PPD batches of returns
 * (addenda 99) and COR batches of notifications of change (addenda 98), per returning bank, with
 * that bank's trace numbers and balanced controls. Throws AchInputError listing every problem of
 * the input.
 */
export function writeReturnFile(input: ReturnFileInput): string {
  const parsed = returnFileInputSchema.safeParse(input, INPUT_PARSE_OPTIONS);
  if (!parsed.success) throw new AchInputError(parsed.error.issues.flatMap(findingsOf));
  const text = serialize(parsed.data, planBatches(parsed.data.entries));
  // The input rules are the reader's, so this only guards the writer itself.
  const { findings } = readReturnFile(text);
  if (findings.length > 0) {
    throw new Error(`the return file written does not read back cleanly: ${findings[0]?.message}`);
  }
  return text;
}
