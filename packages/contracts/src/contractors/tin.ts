import * as z from '../z';
import { validEinPrefixes } from '../companies/us-data';
import { legalIdProblem } from '../employees/legal-id';

/** A contractor's taxpayer identification number: a person's SSN or a business's EIN (W-9 Part I). */
export const tinTypes = ['ssn', 'ein'] as const;
export const tinTypeSchema = z.enum(tinTypes, { error: 'Choose SSN or EIN' });
export type TinType = z.infer<typeof tinTypeSchema>;

const SSN_FORM = /^\d{3}-?\d{2}-?\d{4}$/;
const EIN_FORM = /^\d{2}-?\d{7}$/;
const ANY_FORM = /^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/;

export const TIN_FORM_MESSAGE = 'Enter the SSN as NNN-NN-NNNN or the EIN as NN-NNNNNNN';

/** The nine digits of a TIN typed in the form of its type, or null. */
export function tinDigits(type: TinType, value: string): string | null {
  const trimmed = value.trim();
  const form = type === 'ssn' ? SSN_FORM : EIN_FORM;
  return form.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/**
 * Why a TIN is not a number of its type, or null when it is. SSNs follow the SSA's rules (the
 * same as an employee's legal id); an EIN's first two digits must be a prefix an IRS campus,
 * the online application or the SBA assigns.
 */
export function tinProblem(type: TinType, value: string): string | null {
  const digits = tinDigits(type, value);
  if (!digits) {
    return type === 'ssn' ? 'Enter the SSN as NNN-NN-NNNN' : 'Enter the EIN as NN-NNNNNNN';
  }
  if (type === 'ssn') return legalIdProblem('ssn', digits);
  return validEinPrefixes.includes(digits.slice(0, 2))
    ? null
    : 'This EIN prefix is not one the IRS assigns';
}

/** A TIN as typed; its type-specific check runs where the object knows `tinType`. */
export const tinSchema = z
  .string({ error: TIN_FORM_MESSAGE })
  .check(z.trim(), z.regex(ANY_FORM, TIN_FORM_MESSAGE));

/** The answer form of a TIN: the last four digits, in the layout of its type. */
export const maskTin = (type: TinType, lastFour: string): string =>
  type === 'ssn' ? `***-**-${lastFour}` : `**-***${lastFour}`;

/** Adds the type-specific check of `tin` to an object holding `tinType` and `tin`. */
export const checkTin = (
  value: { tinType?: TinType | null | undefined; tin?: string | null | undefined },
  context: z.core.$RefinementCtx,
) => {
  if (value.tin === undefined || value.tin === null || !value.tinType) return;
  const problem = tinProblem(value.tinType, value.tin);
  if (problem) context.addIssue({ code: 'custom', path: ['tin'], message: problem });
};
