import type { DeductionCode, GarnishmentCode } from './deduction-codes';
import { deductionCodes, garnishmentCodes } from './deduction-codes';
import type { EarningCode } from './earning-codes';
import { earningCodes } from './earning-codes';
import type { TaxCode } from './tax-codes';
import { taxCodes } from './tax-codes';

/** Every code a pay line can carry: one space, so a code names one thing on every side. */
export type PayLineCode = EarningCode | TaxCode | DeductionCode | GarnishmentCode;

export const payLineCodes: readonly PayLineCode[] = [
  ...earningCodes,
  ...taxCodes,
  ...deductionCodes,
  ...garnishmentCodes,
];

const known = new Set<string>(payLineCodes);
export const isPayLineCode = (code: string): code is PayLineCode => known.has(code);

/** Codes whose label a person may choose: the label they typed is shown as typed. */
const namedByPeople = new Set<string>([...deductionCodes, ...garnishmentCodes]);
export const isNamedByPeople = (code: string): boolean => namedByPeople.has(code);
