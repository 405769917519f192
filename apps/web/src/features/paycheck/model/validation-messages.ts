import { messageIdOf, type MessageTable } from '@web/shared/forms/message-table';

/**
 * The contract (`paycheckRequestSchema`) and the engine answer in English; the form shows their
 * messages in the user's language. Each message here has a catalogue id whose English text says
 * the same (a unit test checks every contract message is listed); any other message from the
 * server is shown as the server wrote it, and other zod issues fall back by their code.
 */
export const contractMessageIds: Record<string, string> = {
  'This field is required': 'paycheck.validation.required',
  'must be a number of cents': 'paycheck.validation.money',
  'must be a whole number of cents': 'paycheck.validation.money',
  'must not be negative': 'paycheck.validation.negative',
  'must have at most 10 digits': 'paycheck.validation.tooLarge',
  'must be a number of hours': 'paycheck.validation.number',
  'may have at most two decimals': 'paycheck.validation.twoDecimals',
  'must be a date YYYY-MM-DD': 'paycheck.validation.date',
  'must be a real date YYYY-MM-DD': 'paycheck.validation.date',
  'must not be empty': 'paycheck.validation.required',
  'must be at most 100 characters': 'paycheck.validation.max100',
  'give exactly one of annualCents or amountCents': 'paycheck.validation.required',
  'give exactly one of amountCents or percentage': 'paycheck.validation.required',
  'must be a whole number': 'paycheck.validation.wholeNumber',
  'must be at most 99': 'paycheck.validation.max99',
  'must be a two-letter state code': 'paycheck.validation.state',
  'must be a two-letter upper-case state code such as "TX"': 'paycheck.validation.state',
  'must be a year such as 2026': 'paycheck.validation.taxYear',
  'must list at least one earning': 'paycheck.validation.earnings',
  'must be true or false': 'paycheck.validation.invalid',
};

const issueCodeIds: Record<string, string> = {
  invalid_type: 'paycheck.validation.required',
  invalid_value: 'paycheck.validation.choose',
  invalid_union: 'paycheck.validation.choose',
  too_small: 'paycheck.validation.negative',
  too_big: 'paycheck.validation.tooLarge',
};

/** The calculator's messages, read by the shared mapper. */
export const paycheckMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: issueCodeIds,
  fallback: 'paycheck.validation.invalid',
  passThrough: /^(paycheck\.|validation\.certificate\.)/,
  serverAsWritten: true,
};

/**
 * What a form error shows: a catalogue id (ours, or a known contract message's), or null when the
 * text is the server's own sentence, to be shown as it is.
 */
export const messageIdFor = (message: string, code?: string): string | null =>
  messageIdOf(paycheckMessages, { message, type: code });
