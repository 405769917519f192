import { deriveServiceClassCode } from './batch-math';
import type { AchBatch, AchEntry, AchFile } from './model';
import { defaultTrace, formatTrace, traceSequence } from './trace-numbers';

// The canonical model leaves out every value the writer would produce by itself, so that a
// model and the model read back from its file compare equal.

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function withoutUndefined<T extends object>(value: T): T {
  const out: Partial<Mutable<T>> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out as T;
}

function canonicalEntries(batch: AchBatch, sequence: number): [AchEntry[], number] {
  const odfi = Number(batch.odfiRouting.slice(0, 8));
  let previous = sequence;
  const entries = batch.entries.map((entry) => {
    const given = entry.traceNumber;
    if (given === undefined) {
      previous += 1;
      return withoutUndefined(entry);
    }
    const fallback = defaultTrace(odfi, previous);
    previous = traceSequence(given);
    const isDefault = !Number.isNaN(fallback) && formatTrace(fallback) === given;
    return withoutUndefined({ ...entry, traceNumber: isDefault ? undefined : given });
  });
  return [entries, batch.offset ? previous + 1 : previous];
}

export function canonicalizeFile(file: AchFile): AchFile {
  let sequence = 0;
  let batchNumber = 0;
  const batches = file.batches.map((batch) => {
    const [entries, last] = canonicalEntries(batch, sequence);
    sequence = last;
    const number = batch.batchNumber ?? batchNumber + 1;
    const keepNumber = batch.batchNumber !== undefined && batch.batchNumber !== batchNumber + 1;
    batchNumber = number;
    const derived = deriveServiceClassCode(entries, batch.offset !== undefined);
    return withoutUndefined<AchBatch>({
      ...batch,
      entries,
      batchNumber: keepNumber ? number : undefined,
      serviceClassCode: batch.serviceClassCode === derived ? undefined : batch.serviceClassCode,
      standardEntryClass: batch.standardEntryClass === 'PPD' ? undefined : batch.standardEntryClass,
      originatorStatusCode:
        batch.originatorStatusCode === '1' ? undefined : batch.originatorStatusCode,
      settlementDate: batch.settlementDate === '' ? undefined : batch.settlementDate,
      offset: batch.offset ? { ...batch.offset } : undefined,
    });
  });
  return withoutUndefined<AchFile>({
    ...file,
    batches,
    lineEnding: file.lineEnding === '\n' ? undefined : file.lineEnding,
    finalNewline: file.finalNewline === true ? undefined : file.finalNewline,
  });
}
