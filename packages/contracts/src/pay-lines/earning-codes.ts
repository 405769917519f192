/**
 * Every earning a pay line can carry, and how it is given: `salary` from the pay rate, `hours`
 * at the employee's hourly rate, `amount` in cents. The engine says how each one is taxed
 * (`packages/engine/src/earning-treatment.ts`); the texts name each one in every language.
 * A new earning type is one entry here, its treatment and its texts.
 */
export const earningInputs = {
  salary: 'salary',
  hourly: 'hours',
  overtime: 'hours',
  holiday: 'hours',
  vacation: 'hours',
  sick: 'hours',
  personal: 'hours',
  bonus: 'amount',
  commission: 'amount',
  reimbursement: 'amount',
} as const satisfies Record<string, EarningInput>;

export type EarningInput = 'salary' | 'hours' | 'amount';
export type EarningCode = keyof typeof earningInputs;
export type HoursEarningCode = {
  [K in EarningCode]: (typeof earningInputs)[K] extends 'hours' ? K : never;
}[EarningCode];
export type AmountEarningCode = {
  [K in EarningCode]: (typeof earningInputs)[K] extends 'amount' ? K : never;
}[EarningCode];

const codesOf = <C extends EarningCode>(input: EarningInput): readonly C[] =>
  (Object.keys(earningInputs) as EarningCode[]).filter(
    (code) => earningInputs[code] === input,
  ) as C[];

export const earningCodes = Object.keys(earningInputs) as readonly EarningCode[];
export const hoursEarningCodes = codesOf<HoursEarningCode>('hours');
export const amountEarningCodes = codesOf<AmountEarningCode>('amount');

/**
 * Earnings paid from approved time off (the time-off policies' kinds): hours at the regular
 * rate, entered by the time-off feature rather than typed on a draft line.
 */
export const timeOffEarningCodes = [
  'vacation',
  'sick',
  'personal',
] as const satisfies readonly HoursEarningCode[];

/**
 * The draft line's own fields (`PUT /payroll-drafts/{id}`, as API.md names them) and the
 * earning each one enters; any other hours or amount earning is sent in the line's `earnings`.
 */
export const draftEarningFields = {
  regularHours: 'hourly',
  overtimeHours: 'overtime',
  bonusCents: 'bonus',
  commissionCents: 'commission',
  reimbursementCents: 'reimbursement',
} as const satisfies Record<string, HoursEarningCode | AmountEarningCode>;
export type DraftEarningField = keyof typeof draftEarningFields;
