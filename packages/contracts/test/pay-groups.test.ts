import { describe, expect, it } from 'vitest';
import {
  createPayGroupRequestSchema,
  patchPayGroupRequestSchema,
  payPeriodSchema,
  payScheduleQuerySchema,
} from '../src';

const biweekly = {
  name: 'Hourly staff',
  frequency: 'biweekly',
  firstPeriodEnd: '2026-01-09',
  firstPayDate: '2026-01-16',
};
const semimonthly = {
  ...biweekly,
  frequency: 'semimonthly',
  firstPeriodEnd: '2026-01-15',
  firstPayDate: '2026-01-15',
  secondPayDay: 31,
};

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('creating a pay group', () => {
  it.each([
    ['a biweekly group without a second pay day', biweekly],
    ['a biweekly group with a null second pay day', { ...biweekly, secondPayDay: null }],
    ['a semimonthly group paying on the 15th and the last day', semimonthly],
    ['a monthly group', { ...biweekly, frequency: 'monthly', firstPeriodEnd: '2026-01-31' }],
  ])('accepts %s', (_what, body) => {
    expect(createPayGroupRequestSchema.safeParse(body).success).toBe(true);
  });

  it('trims the name', () => {
    expect(createPayGroupRequestSchema.parse({ ...biweekly, name: '  Office  ' }).name).toBe(
      'Office',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank name', { ...biweekly, name: '   ' }, 'name'],
    ['a name of 101 characters', { ...biweekly, name: 'x'.repeat(101) }, 'name'],
    ['a name with a line break', { ...biweekly, name: 'Hourly\nstaff' }, 'name'],
    ['an unknown frequency', { ...biweekly, frequency: 'daily' }, 'frequency'],
    ['a date that does not exist', { ...biweekly, firstPeriodEnd: '2026-02-29' }, 'firstPeriodEnd'],
    ['a date in another shape', { ...biweekly, firstPayDate: '01/16/2026' }, 'firstPayDate'],
    [
      'a semimonthly group without a second pay day',
      { ...semimonthly, secondPayDay: undefined },
      'secondPayDay',
    ],
    [
      'a semimonthly group with a null second pay day',
      { ...semimonthly, secondPayDay: null },
      'secondPayDay',
    ],
    ['a second pay day of 0', { ...semimonthly, secondPayDay: 0 }, 'secondPayDay'],
    ['a second pay day of 32', { ...semimonthly, secondPayDay: 32 }, 'secondPayDay'],
    ['a fractional second pay day', { ...semimonthly, secondPayDay: 15.5 }, 'secondPayDay'],
    ['a second pay day on a biweekly group', { ...biweekly, secondPayDay: 20 }, 'secondPayDay'],
    ['a missing anchor', { ...biweekly, firstPayDate: undefined }, 'firstPayDate'],
  ])('refuses %s at its field', (_what, body, path) => {
    expect(pathsOf(createPayGroupRequestSchema.safeParse(body))).toContain(path);
  });
});

describe('changing a pay group', () => {
  it('needs the version read', () => {
    expect(pathsOf(patchPayGroupRequestSchema.safeParse({ name: 'Office' }))).toContain('version');
    expect(patchPayGroupRequestSchema.safeParse({ version: 3 }).success).toBe(true);
    expect(patchPayGroupRequestSchema.safeParse({ version: 0, name: 'Office' }).success).toBe(
      false,
    );
  });

  it('asks for a second pay day only when it turns the group semimonthly', () => {
    const patch = (body: Record<string, unknown>) =>
      pathsOf(patchPayGroupRequestSchema.safeParse({ version: 2, ...body }));
    expect(patch({ frequency: 'semimonthly' })).toContain('secondPayDay');
    expect(patch({ frequency: 'semimonthly', secondPayDay: 20 })).toEqual([]);
    expect(patch({ frequency: 'weekly', secondPayDay: 20 })).toContain('secondPayDay');
    expect(patch({ frequency: 'weekly', secondPayDay: null })).toEqual([]);
    // Without a frequency the stored one decides; the API judges the whole schedule.
    expect(patch({ secondPayDay: 20 })).toEqual([]);
    expect(patch({ name: ' ' })).toContain('name');
  });
});

describe('schedules', () => {
  it('takes an optional real date as `from`', () => {
    expect(payScheduleQuerySchema.safeParse({}).success).toBe(true);
    expect(payScheduleQuerySchema.safeParse({ from: '2026-12-01' }).success).toBe(true);
    expect(pathsOf(payScheduleQuerySchema.safeParse({ from: '2026-12-32' }))).toContain('from');
  });

  it('describes a period moved off a holiday', () => {
    const period = {
      periodStart: '2026-12-12',
      periodEnd: '2026-12-25',
      payDate: '2026-12-31',
      scheduledPayDate: '2027-01-01',
      adjustment: 'holiday',
      holiday: 'new_years_day',
      submissionDeadline: '2026-12-29',
      status: 'upcoming',
      draftId: null,
      payrollId: null,
      taxYearMissing: null,
    };
    expect(payPeriodSchema.safeParse(period).success).toBe(true);
    expect(payPeriodSchema.safeParse({ ...period, taxYearMissing: 2027 }).success).toBe(true);
    expect(pathsOf(payPeriodSchema.safeParse({ ...period, status: 'open' }))).toContain('status');
    expect(pathsOf(payPeriodSchema.safeParse({ ...period, adjustment: 'moved' }))).toContain(
      'adjustment',
    );
  });
});
