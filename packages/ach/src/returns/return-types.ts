import type { AchFinding } from '../findings';

/** A returned entry: the return entry of a bank's return file with its addenda 99. */
export type AchReturnEntry = {
  kind: 'return';
  /** The return entry's own trace number (15 digits), given by the returning bank. */
  traceNumber: string;
  /** Addenda 99 positions 07-21: the trace number of the entry being returned. */
  originalTraceNumber: string;
  /** 'R01' … 'R85'. */
  returnCode: string;
  /** The code's title; '' for a code NACHA does not define (reported as a finding). */
  reason: string;
  /** YYYY-MM-DD, or null when the field is blank. */
  dateOfDeath: string | null;
  /** The original entry's RDFI (8 digits). */
  originalReceivingDfi: string;
  addendaInformation: string;
  amountCents: number;
  transactionCode: number;
  individualId: string;
  individualName: string;
};

/** A notification of change: a COR entry with its addenda 98. */
export type AchNotificationOfChange = {
  kind: 'noc';
  traceNumber: string;
  originalTraceNumber: string;
  /** 'C01' … 'C14', or a refused-NOC code C61-C69. */
  changeCode: string;
  /** The code's title; '' for a code NACHA does not define (reported as a finding). */
  changeReason: string;
  /** The corrected value(s), trimmed; the layout depends on the change code. */
  correctedData: string;
  originalReceivingDfi: string;
};

export type ReturnFileResult = {
  returns: AchReturnEntry[];
  notificationsOfChange: AchNotificationOfChange[];
  /** Every finding, in line order. */
  findings: AchFinding[];
};
