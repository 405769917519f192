import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOn,
  cappedAccrual,
  carriedOver,
  grantDue,
  mayTake,
  rawAccrual,
  settlePayroll,
  usableFrom,
  workedHundredths,
  type AccrualRule,
  type LedgerEntry,
} from './time-off-rules';

const californiaSick: AccrualRule = {
  method: 'per_hour_worked',
  hundredths: 100,
  perHundredths: 3_000,
  maxBalanceHundredths: 4_800,
  carryoverHundredths: 4_000,
};

const hundredths = fc.integer({ min: 0, max: 1_000_000 });

describe('accrual per hour worked', () => {
  it('earns 1 hour per 30 worked, rounded down to the hundredth', () => {
    expect(
      rawAccrual(californiaSick, { workedHundredths: 8_000, regularRun: true, grantDue: false }),
    ).toBe(266);
    expect(
      rawAccrual(californiaSick, { workedHundredths: 3_000, regularRun: true, grantDue: false }),
    ).toBe(100);
    expect(
      rawAccrual(californiaSick, { workedHundredths: 0, regularRun: true, grantDue: false }),
    ).toBe(0);
  });

  it('never earns more than the hours worked say, nor less than a hundredth short', () => {
    fc.assert(
      fc.property(
        hundredths,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (worked, earn, per) => {
          const rule = { method: 'per_hour_worked' as const, hundredths: earn, perHundredths: per };
          const accrued = rawAccrual(rule, {
            workedHundredths: worked,
            regularRun: true,
            grantDue: false,
          });
          expect(accrued * per).toBeLessThanOrEqual(worked * earn);
          expect((accrued + 1) * per).toBeGreaterThan(worked * earn);
        },
      ),
    );
  });

  it('per pay period earns on regular runs only; an annual grant once it is due', () => {
    const period = { method: 'per_pay_period' as const, hundredths: 400, perHundredths: null };
    expect(rawAccrual(period, { workedHundredths: 0, regularRun: true, grantDue: false })).toBe(
      400,
    );
    expect(
      rawAccrual(period, { workedHundredths: 8_000, regularRun: false, grantDue: false }),
    ).toBe(0);
    const grant = { method: 'annual_grant' as const, hundredths: 8_000, perHundredths: null };
    expect(rawAccrual(grant, { workedHundredths: 0, regularRun: true, grantDue: true })).toBe(
      8_000,
    );
    expect(rawAccrual(grant, { workedHundredths: 0, regularRun: true, grantDue: false })).toBe(0);
  });
});

describe('the cap', () => {
  it('keeps the balance at or under the cap, and never takes hours away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        hundredths,
        hundredths,
        (balance, accrual, max) => {
          const capped = cappedAccrual(balance, accrual, max);
          expect(capped).toBeGreaterThanOrEqual(0);
          expect(capped).toBeLessThanOrEqual(accrual);
          if (balance <= max) expect(balance + capped).toBeLessThanOrEqual(max);
          if (balance + accrual <= max) expect(capped).toBe(accrual);
        },
      ),
    );
  });

  it('accrues nothing to a balance already at the cap, and all of it without a cap', () => {
    expect(cappedAccrual(4_800, 266, 4_800)).toBe(0);
    expect(cappedAccrual(4_700, 266, 4_800)).toBe(100);
    expect(cappedAccrual(1_000_000, 266, null)).toBe(266);
  });
});

describe('carryover across the year end', () => {
  it('cuts a balance above the carryover to it on January 1, and carries a debt whole', () => {
    const entries: LedgerEntry[] = [
      { kind: 'starting', hundredths: 4_000, date: '2026-03-01' },
      { kind: 'accrual', hundredths: 800, date: '2026-12-18' },
      { kind: 'usage', hundredths: -200, date: '2027-01-08' },
      { kind: 'accrual', hundredths: 266, date: '2027-01-08' },
    ];
    expect(balanceOn(entries, 4_000, '2026-12-31').balanceHundredths).toBe(4_800);
    expect(balanceOn(entries, 4_000, '2027-01-01')).toEqual({
      balanceHundredths: 4_000,
      accruedYtdHundredths: 0,
      usedYtdHundredths: 0,
    });
    expect(balanceOn(entries, 4_000, '2027-01-31')).toEqual({
      balanceHundredths: 4_066,
      accruedYtdHundredths: 266,
      usedYtdHundredths: 200,
    });
    expect(balanceOn(entries, null, '2027-01-31').balanceHundredths).toBe(4_866);
    expect(carriedOver(-300, 0)).toBe(-300);
  });

  it('accrues per hour with the cap across a year end and never ends a year above the carryover', () => {
    const payroll = fc.record({
      worked: fc.integer({ min: 0, max: 12_000 }),
      used: fc.integer({ min: 0, max: 1_600 }),
    });
    fc.assert(
      fc.property(
        fc.array(payroll, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 4_800 }),
        (payrolls, start) => {
          const entries: LedgerEntry[] = [
            { kind: 'starting', hundredths: start, date: '2026-01-01' },
          ];
          payrolls.forEach((run, index) => {
            // Biweekly pay dates from mid-2026 into 2027.
            const day = new Date(Date.UTC(2026, 6, 3 + 14 * index)).toISOString().slice(0, 10);
            const before = balanceOn(
              entries,
              californiaSick.carryoverHundredths,
              day,
            ).balanceHundredths;
            const settled = settlePayroll(californiaSick, before, {
              usedHundredths: run.used,
              workedHundredths: run.worked,
              regularRun: true,
              grantDue: false,
            });
            if (settled.used) entries.push({ kind: 'usage', hundredths: -settled.used, date: day });
            entries.push({ kind: 'accrual', hundredths: settled.accrued, date: day });
            const after = balanceOn(
              entries,
              californiaSick.carryoverHundredths,
              day,
            ).balanceHundredths;
            expect(after).toBe(settled.balanceAfter);
            // The cap holds whenever the balance started under it.
            if (before - run.used <= 4_800) expect(after).toBeLessThanOrEqual(4_800);
          });
          const firstOf2027 = balanceOn(entries, californiaSick.carryoverHundredths, '2027-01-01');
          expect(firstOf2027.balanceHundredths).toBeLessThanOrEqual(4_000);
          expect(firstOf2027.accruedYtdHundredths).toBe(0);
        },
      ),
    );
  });

  it('an annual grant is due once per calendar year', () => {
    const entries: LedgerEntry[] = [{ kind: 'grant', hundredths: 8_000, date: '2026-01-09' }];
    expect(grantDue(entries, '2026-06-05')).toBe(false);
    expect(grantDue(entries, '2027-01-08')).toBe(true);
    expect(grantDue([], '2026-06-05')).toBe(true);
  });
});

describe('the waiting period', () => {
  it('hours are usable from the hire date plus the waiting days', () => {
    expect(usableFrom('2026-01-15', 90)).toBe('2026-04-15');
    expect(usableFrom('2024-12-31', 0)).toBe('2024-12-31');
    expect(usableFrom('2024-02-28', 1)).toBe('2024-02-29');
    expect(usableFrom(null, 90)).toBeNull();
  });

  it('is never before the hire date and grows one day per waiting day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3_650 }),
        (hire, days) => {
          const hireDate = hire.toISOString().slice(0, 10);
          const from = usableFrom(hireDate, days) ?? '';
          expect(from >= hireDate).toBe(true);
          const span = (Date.parse(from) - Date.parse(hireDate)) / 86_400_000;
          expect(span).toBe(days);
        },
      ),
    );
  });
});

describe('a negative balance', () => {
  it('is refused unless the policy allows it', () => {
    expect(mayTake({ availableHundredths: 800, hundredths: 1_600, allowNegative: false })).toBe(
      false,
    );
    expect(mayTake({ availableHundredths: 800, hundredths: 1_600, allowNegative: true })).toBe(
      true,
    );
    expect(mayTake({ availableHundredths: 1_600, hundredths: 1_600, allowNegative: false })).toBe(
      true,
    );
  });

  it('a refused request is exactly one that would take the balance below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (available, asked) => {
          const allowed = mayTake({
            availableHundredths: available,
            hundredths: asked,
            allowNegative: false,
          });
          expect(allowed).toBe(available - asked >= 0);
        },
      ),
    );
  });
});

describe('hours worked', () => {
  it('are the entered hours; a salaried line without any works the standard hours less its time off', () => {
    expect(
      workedHundredths({
        salaried: false,
        enteredHundredths: 7_200,
        timeOffHundredths: 800,
        frequency: 'biweekly',
      }),
    ).toBe(7_200);
    expect(
      workedHundredths({
        salaried: true,
        enteredHundredths: 0,
        timeOffHundredths: 1_600,
        frequency: 'biweekly',
      }),
    ).toBe(6_400);
    expect(
      workedHundredths({
        salaried: true,
        enteredHundredths: 0,
        timeOffHundredths: 0,
        frequency: 'weekly',
      }),
    ).toBe(4_000);
  });
});
