import type { W2Checks } from '@paydesk/contracts';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { efw2AddressOf } from './efw2-file';
import type { W2EmployeeRow } from './year-end-repository';

/** The SSA's own rule for a number it issued: 9 digits, never 9, 000 or 666 first. */
const ISSUED_SSN = /^(?!9|000|666)\d{9}$/;

/**
 * What an employee's W-2 still needs, read from their record: only the verdict leaves the
 * server, never the number.
 */
export function w2ChecksOf(row: W2EmployeeRow | undefined, key: Buffer): W2Checks {
  const sealed = row?.legal_id_encrypted;
  const ssn =
    !row || !sealed || row.legal_id_type !== 'ssn'
      ? 'missing'
      : ISSUED_SSN.test(decryptSecret(key, sealed).replace(/\D/g, ''))
        ? 'valid'
        : 'invalid';
  return {
    ssn,
    address: row && efw2AddressOf(row) ? 'on_file' : 'missing',
    terminated: row?.status === 'terminated',
  };
}
