import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM for secrets at rest (SSN/ITIN, bank account numbers). */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    iv.toString('base64url'),
    tag.toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('Unknown secret format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Shows only the last four characters of a secret. */
export const maskSecret = (lastFour: string | null): string | null =>
  lastFour ? `•••••${lastFour}` : null;

/** Tokens are stored only as SHA-256 hashes: a database leak reveals no usable token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * A keyed digest (HMAC-SHA256) of a secret, to find equal secrets without decrypting them (the
 * ciphertexts differ by their random IV). `purpose` keeps digests of different kinds apart.
 */
export const secretDigest = (key: Buffer, purpose: string, value: string): string =>
  createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url');
