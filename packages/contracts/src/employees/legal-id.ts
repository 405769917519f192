import * as z from '../z';
import type { LegalIdType } from './employee-enums';

const NINE_DIGITS = /^\d{3}-?\d{2}-?\d{4}$/;

/** The nine digits of an SSN or ITIN typed as NNN-NN-NNNN or NNNNNNNNN, or null. */
export const legalIdDigits = (value: string): string | null =>
  NINE_DIGITS.test(value.trim()) ? value.replace(/\D/g, '') : null;

/**
 * Why nine digits are not a number of this kind, or null when they are. SSNs never start with
 * 000, 666 or 9, nor have group 00 or serial 0000 (SSA); ITINs start with 9 and their middle
 * digits are 50–65, 70–88, 90–92 or 94–99 (IRS).
 */
export function legalIdProblem(type: LegalIdType, digits: string): string | null {
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  if (type === 'ssn') {
    if (area === 0 || area === 666 || area >= 900) return 'This is not a valid SSN';
    if (group === 0 || serial === 0) return 'This is not a valid SSN';
    return null;
  }
  const itinGroup =
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94;
  return area >= 900 && itinGroup ? null : 'This is not a valid ITIN';
}

/** An SSN or ITIN as typed: checked against its type where the schema knows it. */
export const legalIdSchema = z
  .string({ error: 'Enter the SSN or ITIN as NNN-NN-NNNN' })
  .check(z.trim(), z.regex(NINE_DIGITS, 'Enter the SSN or ITIN as NNN-NN-NNNN'));

/** The answer form of a legal id: only the last four digits show. */
export const maskLegalId = (lastFour: string): string => `***-**-${lastFour}`;

/** Adds the type-specific check of `legalId` to an object holding `legalIdType` and `legalId`. */
export const checkLegalId = (
  value: { legalIdType?: LegalIdType | null | undefined; legalId?: string | null | undefined },
  context: z.core.$RefinementCtx,
) => {
  if (value.legalId === undefined || value.legalId === null) return;
  if (!value.legalIdType) {
    context.addIssue({ code: 'custom', path: ['legalIdType'], message: 'Choose SSN or ITIN' });
    return;
  }
  const digits = legalIdDigits(value.legalId);
  const problem = digits ? legalIdProblem(value.legalIdType, digits) : null;
  if (problem) context.addIssue({ code: 'custom', path: ['legalId'], message: problem });
};
