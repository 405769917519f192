/**
 * How a feature's form errors become catalogue texts, as data. The contracts' zod schemas carry
 * English messages (the API answers with them too); each known message has a catalogue id whose
 * English text is that same message (each feature's test keeps the two in step). Anything else
 * falls back by the zod issue code, or — for the server's own sentences — is shown as written.
 */
export type MessageTable = {
  /** Contract message → catalogue id. */
  contract: Readonly<Record<string, string>>;
  /** Messages with a number inside, recognised by how they start. */
  prefixes?: readonly (readonly [prefix: string, id: string])[];
  /** Zod issue code (react-hook-form error type) → catalogue id. */
  issueCodes: Readonly<Record<string, string>>;
  /** The catalogue id when nothing else matches. */
  fallback: string;
  /** Messages that already are catalogue ids and pass through unchanged. */
  passThrough?: RegExp;
  /** A server field message (error type `server`) that is not a known one is shown as written. */
  serverAsWritten?: boolean;
};

export type FormError = { type?: unknown; message?: string };

/**
 * The one mapper from a form error to what it shows: a catalogue id, or null when the text is the
 * server's own sentence to show as it is.
 */
export function messageIdOf(table: MessageTable, error: FormError): string | null {
  const message = error.message ?? '';
  if (table.passThrough?.test(message)) return message;
  const known = table.contract[message];
  if (known) return known;
  const prefixed = table.prefixes?.find(([prefix]) => message.startsWith(prefix));
  if (prefixed) return prefixed[1];
  if (error.type === 'server' && table.serverAsWritten && message !== '') return null;
  return (typeof error.type === 'string' && table.issueCodes[error.type]) || table.fallback;
}
