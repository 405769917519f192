import {
  CREDIT_RATE_MESSAGE,
  LOCAL_RATE_MAX_MESSAGE,
  LOCAL_RATE_MESSAGE,
  LOCAL_TAX_KIND_MESSAGE,
  LOCAL_TAX_NAME_MAX_MESSAGE,
  LOCAL_TAX_NAME_MESSAGE,
  LST_AMOUNT_MESSAGE,
  MUNICIPALITY_CODE_MESSAGE,
  PSD_CODE_MESSAGE,
} from '@paydesk/contracts';
import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/** The local-tax contract's messages, each with a catalogue text saying the same. */
export const contractMessageIds: Record<string, string> = {
  [LOCAL_RATE_MESSAGE]: 'localTaxes.validation.rate',
  [LOCAL_RATE_MAX_MESSAGE]: 'localTaxes.validation.rateMax',
  [PSD_CODE_MESSAGE]: 'localTaxes.validation.psdCode',
  [MUNICIPALITY_CODE_MESSAGE]: 'localTaxes.validation.cityCode',
  [LOCAL_TAX_NAME_MESSAGE]: 'localTaxes.validation.name',
  [LOCAL_TAX_NAME_MAX_MESSAGE]: 'localTaxes.validation.nameMax',
  [LST_AMOUNT_MESSAGE]: 'localTaxes.validation.annualCents',
  [CREDIT_RATE_MESSAGE]: 'localTaxes.validation.creditRate',
  [LOCAL_TAX_KIND_MESSAGE]: 'localTaxes.validation.kind',
};

export const localTaxMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: {
    invalid_type: 'localTaxes.validation.required',
    invalid_union: 'localTaxes.validation.kind',
  },
  fallback: 'localTaxes.validation.invalid',
  passThrough: /^localTaxes\.validation\./,
  serverAsWritten: true,
};

/** The server's failures the dialog says in its own words, by domain code. */
export const localTaxCodeMessages: CodeMessages = {
  'local_tax.code_taken': 'localTaxes.validation.codeTaken',
};
