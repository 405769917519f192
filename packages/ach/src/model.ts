// The typed model of a NACHA file. The build input, the writer's input and the reader's output
// share it, so that read(write(x)) can be compared with x field by field.

export type AccountType = 'checking' | 'savings';

/** The balancing debit of the originator's account, written as the batch's last entry. */
export type AchOffset = {
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly accountType: AccountType;
};

export type AchEntry = {
  readonly transactionCode: number;
  /** Receiver's 9-digit routing number (RDFI identification followed by its check digit). */
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly amountCents: number;
  readonly individualId?: string;
  readonly individualName: string;
  readonly discretionaryData?: string;
  /** Payment related information of a single addenda 05 record. */
  readonly addenda?: string;
  /** 15 digits; when absent the writer assigns the previous entry's sequence + 1. */
  readonly traceNumber?: string;
};

export type AchBatch = {
  readonly companyName: string;
  readonly companyDiscretionaryData?: string;
  readonly companyIdentification: string;
  /** Standard Entry Class code; PPD when absent. */
  readonly standardEntryClass?: string;
  readonly companyEntryDescription: string;
  readonly companyDescriptiveDate?: string;
  /** YYYY-MM-DD. */
  readonly effectiveEntryDate: string;
  /** Julian day filled in by the ACH operator; blank when absent. */
  readonly settlementDate?: string;
  /** '1' when absent. */
  readonly originatorStatusCode?: string;
  /** 9-digit routing number of the ODFI; the file keeps its first 8 digits. */
  readonly odfiRouting: string;
  /** When absent: the previous batch's number + 1 (1 for the first batch). */
  readonly batchNumber?: number;
  /** When absent: 220 for credits only, 225 for debits only, 200 otherwise or with an offset. */
  readonly serviceClassCode?: number;
  readonly messageAuthenticationCode?: string;
  readonly entries: readonly AchEntry[];
  readonly offset?: AchOffset;
};

export type AchFile = {
  readonly immediateDestination: string;
  readonly immediateDestinationName: string;
  readonly immediateOrigin: string;
  readonly immediateOriginName: string;
  readonly fileIdModifier: string;
  /** YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM), written in UTC; or YYYY-MM-DD for a blank time. */
  readonly createdAt: string;
  readonly referenceCode?: string;
  readonly batches: readonly AchBatch[];
  /** Record separator; '\n' when absent, '' for a file written as one unbroken line. */
  readonly lineEnding?: '\n' | '\r\n' | '';
  /** Whether the text ends with a line break; true when absent. */
  readonly finalNewline?: boolean;
};
