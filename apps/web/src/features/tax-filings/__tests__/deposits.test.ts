import { taxDepositScheduleReasons, type TaxDeposit } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';
import { nextDeposit, orderDeposits, scheduleReasonId, statusColor } from '../model/deposits';

const deposit = (id: string, status: TaxDeposit['status'], dueDate: string): TaxDeposit => ({
  id,
  agency: 'irs',
  form: '941',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  dueDate,
  amountCents: 123_456,
  withReturn: false,
  status,
  paidOn: status === 'recorded' ? dueDate : null,
  confirmation: status === 'recorded' ? '123456789012345' : null,
  recordedAt: null,
});

describe('orderDeposits', () => {
  const items = [
    deposit('rec-jan', 'recorded', '2026-02-17'),
    deposit('up-dec', 'upcoming', '2026-12-15'),
    deposit('rec-feb', 'recorded', '2026-03-16'),
    deposit('due-nov', 'due', '2026-11-16'),
    deposit('up-jan', 'upcoming', '2027-01-15'),
    deposit('over-oct', 'overdue', '2026-10-15'),
    deposit('over-sep', 'overdue', '2026-09-15'),
  ];

  it('lists overdue, then due, then upcoming, then recorded', () => {
    expect(orderDeposits(items).map((item) => item.status)).toEqual([
      'overdue',
      'overdue',
      'due',
      'upcoming',
      'upcoming',
      'recorded',
      'recorded',
    ]);
  });

  it('puts the earliest unpaid deposit first and the latest payment first among the recorded', () => {
    expect(orderDeposits(items).map((item) => item.id)).toEqual([
      'over-sep',
      'over-oct',
      'due-nov',
      'up-dec',
      'up-jan',
      'rec-feb',
      'rec-jan',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...items];
    orderDeposits(items);
    expect(items).toEqual(copy);
  });
});

describe('nextDeposit', () => {
  it('is the first unpaid deposit: due before upcoming', () => {
    expect(
      nextDeposit([
        deposit('a', 'upcoming', '2026-12-15'),
        deposit('b', 'due', '2026-11-16'),
        deposit('c', 'recorded', '2026-10-15'),
      ])?.id,
    ).toBe('b');
  });

  it('is the earliest upcoming one when nothing is due', () => {
    expect(
      nextDeposit([deposit('a', 'upcoming', '2026-12-15'), deposit('b', 'upcoming', '2026-11-16')])
        ?.id,
    ).toBe('b');
  });

  it('is null when every deposit is recorded, or there is none', () => {
    expect(nextDeposit([deposit('a', 'recorded', '2026-10-15')])).toBeNull();
    expect(nextDeposit([])).toBeNull();
  });
});

describe('schedule reasons', () => {
  it('names one catalogue text per reason', () => {
    expect(scheduleReasonId('lookback_over_50000')).toBe(
      'taxFilings.deposits.reason.lookback_over_50000',
    );
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ] as const)('has every reason and schedule in words in %s', (_, catalogue) => {
    const texts = catalogue as Record<string, string>;
    for (const reason of taxDepositScheduleReasons) {
      expect(texts[scheduleReasonId(reason)], reason).toMatch(/\S/);
    }
    expect(texts['taxFilings.deposits.schedule.monthly']).toMatch(/\S/);
    expect(texts['taxFilings.deposits.schedule.semiweekly']).toMatch(/\S/);
  });

  it('says in English why the schedule applies', () => {
    expect(en['taxFilings.deposits.reason.new_employer']).toBe(
      'As a new employer, you have no lookback period.',
    );
    expect(en['taxFilings.deposits.reason.lookback_over_50000']).toBe(
      'Your taxes in the lookback period were more than $50,000.',
    );
  });
});

describe('statusColor', () => {
  it('shows overdue in the error colour and due in the warning colour', () => {
    expect(statusColor('overdue')).toBe('error');
    expect(statusColor('due')).toBe('warning');
    expect(statusColor('upcoming')).toBe('default');
    expect(statusColor('recorded')).toBe('success');
  });
});
