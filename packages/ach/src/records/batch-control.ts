import { putDigits, putRaw, putRepeat, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import { textField } from '../text';

export type BatchControlValues = {
  readonly serviceClassCode: number;
  readonly entryAddendaCount: number;
  readonly entryHash: number;
  readonly debitTotal: number;
  readonly creditTotal: number;
  readonly companyIdentification: string;
  readonly messageAuthenticationCode?: string;
  readonly odfiRouting: string;
  readonly batchNumber: number;
};

/** Raw fields of a batch control record. */
export type BatchControlRecord = {
  readonly serviceClassCode: string;
  readonly entryAddendaCount: string;
  readonly entryHash: string;
  readonly debitTotal: string;
  readonly creditTotal: string;
  readonly companyIdentification: string;
  readonly messageAuthenticationCode: string;
  readonly reserved: string;
  readonly odfiIdentification: string;
  readonly batchNumber: string;
};

export function writeBatchControl(w: ByteWriter, v: BatchControlValues): void {
  putRaw(w, '8');
  putDigits(w, v.serviceClassCode, 3);
  putDigits(w, v.entryAddendaCount, 6);
  putDigits(w, v.entryHash, 10);
  putDigits(w, v.debitTotal, 12);
  putDigits(w, v.creditTotal, 12);
  putText(w, v.companyIdentification, 10);
  putText(w, v.messageAuthenticationCode, 19);
  putRepeat(w, 32, 6);
  putText(w, v.odfiRouting, 8);
  putDigits(w, v.batchNumber, 7);
}

export function parseBatchControl(line: string): BatchControlRecord {
  return {
    serviceClassCode: line.slice(1, 4),
    entryAddendaCount: line.slice(4, 10),
    entryHash: line.slice(10, 20),
    debitTotal: line.slice(20, 32),
    creditTotal: line.slice(32, 44),
    companyIdentification: textField(line, 44, 54),
    messageAuthenticationCode: textField(line, 54, 73),
    reserved: line.slice(73, 79),
    odfiIdentification: line.slice(79, 87),
    batchNumber: line.slice(87, 94),
  };
}
