import { BROKEN_TEXT_MESSAGE, CONTROL_TEXT_MESSAGE } from '@paydesk/contracts';
import { messageIdOf, type FormError, type MessageTable } from './message-table';

/**
 * The contracts' zod schemas carry English messages (the API answers with them too); the SPA
 * shows them in the user's language. Each contract message listed here has a catalogue id whose
 * English text is that same message (validation-message.test.ts keeps the two in step); any
 * other message falls back to a text chosen by the zod issue code.
 */
export const contractMessageIds: Record<string, string> = {
  'Enter your name': 'validation.nameRequired',
  'Enter a valid email address': 'validation.email',
  'Use at most 100 characters': 'validation.max100',
  'Use at most 120 characters': 'validation.max120',
  'Write at least 10 characters': 'validation.min10',
  'Use at most 4000 characters': 'validation.max4000',
  [BROKEN_TEXT_MESSAGE]: 'validation.text.broken',
  [CONTROL_TEXT_MESSAGE]: 'validation.text.control',
};

const issueCodeIds: Record<string, string> = {
  too_small: 'validation.tooShort',
  too_big: 'validation.tooLong',
  invalid_format: 'validation.format',
  invalid_value: 'validation.choose',
  invalid_type: 'validation.required',
};

/** The shared table: the messages of the shared contracts, the `validation.*` texts. */
export const sharedMessages: MessageTable = {
  contract: contractMessageIds,
  issueCodes: issueCodeIds,
  fallback: 'validation.invalid',
  // Catalogue ids pass through: shared ones (`validation.x`) and features' (`companies.validation.x`).
  passThrough: /^([a-z-]+\.)?validation\./,
  serverAsWritten: true,
};

/** The catalogue id for a form error (react-hook-form's `{type, message}`). */
export const validationMessageId = (error: FormError): string =>
  messageIdOf(sharedMessages, error) ?? 'validation.invalid';
