import type { PaycheckRequestInput } from '@paydesk/contracts';
import { ALL_STATE_CODES, randomCertificate, randomEmployerLocalTaxes } from './state-certificates';

/** A small seeded generator so every run computes the same payroll. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type Frequency = PaycheckRequestInput['payFrequency'];
const FREQUENCIES: readonly (readonly [Frequency, number, number])[] = [
  // frequency, share, periods
  ['biweekly', 0.5, 26],
  ['weekly', 0.2, 52],
  ['semimonthly', 0.2, 24],
  ['monthly', 0.1, 12],
];
const STATUSES = ['single', 'married_jointly', 'married_separately', 'head_of_household'] as const;

const pick = <T extends readonly [unknown, number, ...unknown[]]>(
  random: () => number,
  weighted: readonly T[],
): T => {
  let roll = random();
  for (const entry of weighted) {
    roll -= entry[1];
    if (roll < 0) return entry;
  }
  const last = weighted[weighted.length - 1];
  if (last === undefined) throw new Error('empty choice');
  return last;
};

/**
 * A realistic small-business payroll: mostly salaried and hourly staff on biweekly pay, some
 * overtime, bonuses, commissions and reimbursements, common benefit deductions, a mix of new and
 * old W-4s, all 51 work states with their certificates' choices (counties, cities, school
 * districts, transit districts), year-to-date figures from mid-year.
 */
export const mixedPayroll = (size: number, seed = 2026): PaycheckRequestInput[] => {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => Math.floor(low + random() * (high - low + 1));
  const chance = (p: number) => random() < p;

  return Array.from({ length: size }, (): PaycheckRequestInput => {
    const [payFrequency, , periods] = pick(random, FREQUENCIES);
    const code = ALL_STATE_CODES[Math.floor(random() * ALL_STATE_CODES.length)] ?? 'TX';
    const salaried = chance(0.55);
    const earnings: PaycheckRequestInput['earnings'] = [];
    let grossEstimate: number;
    if (salaried) {
      const annualCents = between(35_000, 260_000) * 100;
      earnings.push({ kind: 'salary', annualCents });
      grossEstimate = annualCents / periods;
    } else {
      const rateCents = between(1_500, 6_000);
      const hours = (between(30, 40) * 52) / periods + between(0, 3) * 0.25;
      earnings.push({ kind: 'hourly', hours: Math.round(hours * 100) / 100, rateCents });
      grossEstimate = hours * rateCents;
      if (chance(0.35)) earnings.push({ kind: 'overtime', hours: between(1, 40) / 4, rateCents });
    }
    if (chance(0.1)) earnings.push({ kind: 'bonus', amountCents: between(100, 5_000) * 100 });
    if (chance(0.08)) earnings.push({ kind: 'commission', amountCents: between(50, 3_000) * 100 });
    if (chance(0.15)) earnings.push({ kind: 'reimbursement', amountCents: between(1_000, 40_000) });

    const deductions: PaycheckRequestInput['deductions'] = [];
    if (chance(0.6)) deductions.push({ kind: 'section125', amountCents: between(2_000, 30_000) });
    if (chance(0.5))
      deductions.push({
        kind: '401k',
        amountCents: Math.round((grossEstimate * between(3, 10)) / 100),
      });
    if (chance(0.1))
      deductions.push({ kind: 'roth401k', amountCents: Math.round(grossEstimate * 0.03) });
    if (chance(0.1))
      deductions.push({ kind: 'postTax', amountCents: between(500, 5_000), label: 'Union dues' });

    const federal: PaycheckRequestInput['federal'] = chance(0.85)
      ? {
          w4Version: '2020',
          filingStatus: STATUSES[between(0, 3)] ?? 'single',
          multipleJobs: chance(0.1),
          dependentsCents: chance(0.3) ? between(1, 3) * 2_200_00 : 0,
          otherIncomeCents: chance(0.05) ? between(1_000, 20_000) * 100 : 0,
          deductionsCents: chance(0.05) ? between(1_000, 10_000) * 100 : 0,
          extraWithholdingCents: chance(0.05) ? between(10, 100) * 100 : 0,
          exempt: chance(0.01),
        }
      : {
          w4Version: '2019',
          filingStatus: chance(0.5) ? 'single' : 'married',
          allowances: between(0, 5),
        };
    const state = randomCertificate(code, random);
    const employerLocalTaxes = randomEmployerLocalTaxes(code, random);

    const periodsPaid = between(0, periods - 1);
    const ytdWages = Math.round(grossEstimate * periodsPaid);
    return {
      taxYear: 2026,
      payFrequency,
      payDate: '2026-06-12',
      earnings,
      deductions,
      federal,
      state,
      employerLocalTaxes,
      ytd: {
        socialSecurityWagesCents: ytdWages,
        medicareWagesCents: ytdWages,
        futaWagesCents: ytdWages,
        sutaWagesCents: ytdWages,
      },
      suta: { rateBasisPoints: between(50, 600), wageBaseCents: 14_250_00 },
    };
  });
};
