import {
  tinDigits,
  type BackupWithholdingReason,
  type ContractorType,
  type TinType,
} from '@paydesk/contracts';
import { encryptSecret, secretDigest } from '@paydesk/api/platform/crypto';
import { CONTRACTOR_TIN_DIGEST_PURPOSE } from '@paydesk/api/platform/db/rotate-secrets';

/** The nine digits of a TIN already checked by the contracts' schema. */
const digitsOf = (type: TinType, typed: string): string =>
  tinDigits(type, typed) ?? typed.replace(/\D/g, '');

/** The keyed digest of a TIN: equal TINs give equal digests, and nothing is decrypted. */
export const tinDigestOf = (key: Buffer, type: TinType, typed: string): string =>
  secretDigest(key, CONTRACTOR_TIN_DIGEST_PURPOSE, digitsOf(type, typed));

/** The sealed TIN (its nine digits) and what is kept beside it: last four and the digest. */
export function tinColumns(key: Buffer, type: TinType, typed: string) {
  const digits = digitsOf(type, typed);
  return {
    tin_type: type,
    tin_encrypted: encryptSecret(key, digits),
    tin_last4: digits.slice(-4),
    tin_digest: tinDigestOf(key, type, typed),
  };
}

export type ContractorNames = {
  type: ContractorType;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
};

/** How a contractor is named in lists and on their 1099: the business, or the person. */
export function displayNameOf(names: ContractorNames): string {
  if (names.type === 'business' && names.businessName) return names.businessName;
  const person = [names.firstName, names.lastName].filter(Boolean).join(' ');
  return person || names.businessName || '';
}

/**
 * Whether 24% backup withholding applies, and why: no TIN on file (IRC §3406(a)(1)(A)), or an IRS
 * notice the owner recorded. A TIN given later ends the first; only the owner ends the second.
 */
export function backupWithholdingOf(
  hasTin: boolean,
  irsNotice: boolean,
): { backup_withholding: number; backup_withholding_reason: BackupWithholdingReason | null } {
  if (!hasTin) return { backup_withholding: 1, backup_withholding_reason: 'no_tin' };
  if (irsNotice) return { backup_withholding: 1, backup_withholding_reason: 'irs_notice' };
  return { backup_withholding: 0, backup_withholding_reason: null };
}
