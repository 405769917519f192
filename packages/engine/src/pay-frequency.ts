import type { PaycheckPayFrequency } from '@paydesk/contracts';

export type PayFrequency = PaycheckPayFrequency;

type FrequencyFacts = {
  readonly periodsPerYear: number;
  /** Calendar hours in the longest period: more hours than this cannot have been worked. */
  readonly maxHours: number;
};

const FREQUENCIES: Readonly<Record<PayFrequency, FrequencyFacts>> = {
  weekly: { periodsPerYear: 52, maxHours: 7 * 24 },
  biweekly: { periodsPerYear: 26, maxHours: 14 * 24 },
  semimonthly: { periodsPerYear: 24, maxHours: 16 * 24 },
  monthly: { periodsPerYear: 12, maxHours: 31 * 24 },
};

export const periodsPerYear = (frequency: PayFrequency): number =>
  FREQUENCIES[frequency].periodsPerYear;

export const maxHoursPerPeriod = (frequency: PayFrequency): number =>
  FREQUENCIES[frequency].maxHours;
