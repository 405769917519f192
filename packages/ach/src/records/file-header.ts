import { putRaw, putRight, putText } from '../byte-writer';
import type { ByteWriter } from '../byte-writer';
import type { AchFile } from '../model';
import { rightField, textField } from '../text';

/** Fields of a file header record (positions from moov fileHeader.go Parse). */
export type FileHeaderRecord = {
  readonly priorityCode: string;
  readonly immediateDestination: string;
  readonly immediateOrigin: string;
  readonly creationDate: string;
  readonly creationTime: string;
  readonly fileIdModifier: string;
  readonly recordSize: string;
  readonly blockingFactor: string;
  readonly formatCode: string;
  readonly immediateDestinationName: string;
  readonly immediateOriginName: string;
  readonly referenceCode: string;
};

/** Routing fields are right-justified and space-filled: " 121042882". */
export function writeFileHeader(w: ByteWriter, file: AchFile, date: string, time: string): void {
  putRaw(w, '101');
  putRight(w, file.immediateDestination, 10);
  putRight(w, file.immediateOrigin, 10);
  putRaw(w, date);
  putRaw(w, time);
  putText(w, file.fileIdModifier, 1);
  putRaw(w, '094101');
  putText(w, file.immediateDestinationName, 23);
  putText(w, file.immediateOriginName, 23);
  putText(w, file.referenceCode, 8);
}

/** `line` is 94 characters. Text fields lose their fill; routing fields their leading blanks. */
export function parseFileHeader(line: string): FileHeaderRecord {
  return {
    priorityCode: line.slice(1, 3),
    immediateDestination: rightField(line, 3, 13),
    immediateOrigin: rightField(line, 13, 23),
    creationDate: line.slice(23, 29),
    creationTime: line.slice(29, 33),
    fileIdModifier: line.slice(33, 34),
    recordSize: line.slice(34, 37),
    blockingFactor: line.slice(37, 39),
    formatCode: line.slice(39, 40),
    immediateDestinationName: textField(line, 40, 63),
    immediateOriginName: textField(line, 63, 86),
    referenceCode: textField(line, 86, 94),
  };
}
