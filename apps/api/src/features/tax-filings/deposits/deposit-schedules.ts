import {
  TAX_DEPOSIT_FIRST_YEAR,
  type TaxDepositSchedule,
  type TaxDepositScheduleReason,
} from '@paydesk/contracts';
import { depositScheduleFor, federalDeposits, lookbackPeriod } from '@paydesk/engine';
import type { Database } from '@paydesk/api/platform/db/database';
import { taxLineTotals } from '../tax-liability-repository';
import { federalLedgerOf } from './computed-deposits';
import { findDepositSchedule, insertDepositSchedule } from './deposit-repository';

/** The schedule a company's year began with, and why. */
export type YearSchedule = { schedule: TaxDepositSchedule; reason: TaxDepositScheduleReason };

const wholeYear = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/**
 * Each year's deposit schedule (Pub 15 §11), decided from the company's own stubs: its Form 941
 * taxes in the lookback period (no stubs then: a new employer, monthly) and the day, if any, it
 * accumulated $100,000 as a monthly depositor the year before. A year's decision is kept once the
 * year has begun, as the IRS keeps it: a stub voided later does not change the schedule a year
 * began with. A year not begun yet is decided again each time, its lookback being still open.
 */
export function createDepositSchedules(database: Database, now: () => Date) {
  async function scheduleOf(companyId: string, year: number): Promise<YearSchedule> {
    const stored = await findDepositSchedule(database.db, companyId, year);
    if (stored) {
      return {
        schedule: stored.schedule as TaxDepositSchedule,
        reason: stored.reason as TaxDepositScheduleReason,
      };
    }
    const lookback = lookbackPeriod(year);
    const { form941 } = federalLedgerOf(
      await taxLineTotals(database, companyId, lookback.start, lookback.end),
    );
    const decision = depositScheduleFor({
      year,
      lookbackLiabilityCents:
        form941.length === 0 ? null : form941.reduce((sum, day) => sum + day.cents, 0),
      hundredThousandDay: await hundredThousandDayOf(companyId, year - 1),
    });
    const decided = { schedule: decision.schedule, reason: decision.reason };
    const today = now();
    if (today.getUTCFullYear() >= year) {
      await insertDepositSchedule(database.db, {
        company_id: companyId,
        year,
        ...decided,
        decided_at: today.toISOString(),
      });
    }
    return decided;
  }

  /** The day of a year the company, depositing monthly, reached $100,000; null otherwise. */
  async function hundredThousandDayOf(companyId: string, year: number): Promise<string | null> {
    if (year < TAX_DEPOSIT_FIRST_YEAR) return null;
    const { form941 } = federalLedgerOf(
      await taxLineTotals(database, companyId, ...wholeYear(year)),
    );
    if (form941.length === 0) return null;
    // A semiweekly depositor's large day is a next-day deposit, not a change of schedule.
    if ((await scheduleOf(companyId, year)).schedule === 'semiweekly') return null;
    return federalDeposits({ depositor: { schedule: 'monthly' }, liabilities: form941 })
      .hundredThousandDay;
  }

  return { scheduleOf };
}

export type DepositSchedules = ReturnType<typeof createDepositSchedules>;
