import { putDigits, putRaw, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import { textField } from '../text';

/** What a batch header holds once service class and batch number are settled. */
export type BatchHeaderValues = {
  readonly serviceClassCode: number;
  readonly companyName: string;
  readonly companyDiscretionaryData?: string;
  readonly companyIdentification: string;
  readonly standardEntryClass: string;
  readonly companyEntryDescription: string;
  readonly companyDescriptiveDate?: string;
  readonly effectiveEntryDate: string;
  readonly settlementDate?: string;
  readonly originatorStatusCode: string;
  readonly odfiRouting: string;
  readonly batchNumber: number;
};

/** Raw fields of a batch header record, text fields without their fill. */
export type BatchHeaderRecord = {
  readonly serviceClassCode: string;
  readonly companyName: string;
  readonly companyDiscretionaryData: string;
  readonly companyIdentification: string;
  readonly standardEntryClass: string;
  readonly companyEntryDescription: string;
  readonly companyDescriptiveDate: string;
  readonly effectiveEntryDate: string;
  readonly settlementDate: string;
  readonly originatorStatusCode: string;
  readonly odfiIdentification: string;
  readonly batchNumber: string;
};

export function writeBatchHeader(w: ByteWriter, v: BatchHeaderValues): void {
  const date = v.effectiveEntryDate;
  putRaw(w, '5');
  putDigits(w, v.serviceClassCode, 3);
  putText(w, v.companyName, 16);
  putText(w, v.companyDiscretionaryData, 20);
  putText(w, v.companyIdentification, 10);
  putText(w, v.standardEntryClass, 3);
  putText(w, v.companyEntryDescription, 10);
  putText(w, v.companyDescriptiveDate, 6);
  // YYYY-MM-DD → YYMMDD
  putRaw(w, date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10));
  putText(w, v.settlementDate, 3);
  putText(w, v.originatorStatusCode, 1);
  putText(w, v.odfiRouting, 8);
  putDigits(w, v.batchNumber, 7);
}

export function parseBatchHeader(line: string): BatchHeaderRecord {
  return {
    serviceClassCode: line.slice(1, 4),
    companyName: textField(line, 4, 20),
    companyDiscretionaryData: textField(line, 20, 40),
    companyIdentification: textField(line, 40, 50),
    standardEntryClass: textField(line, 50, 53),
    companyEntryDescription: textField(line, 53, 63),
    companyDescriptiveDate: textField(line, 63, 69),
    effectiveEntryDate: line.slice(69, 75),
    settlementDate: textField(line, 75, 78),
    originatorStatusCode: line.slice(78, 79),
    odfiIdentification: line.slice(79, 87),
    batchNumber: line.slice(87, 94),
  };
}
