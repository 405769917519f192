import { describe, expect, it } from 'vitest';
import { zeroHourLines } from '../model/zero-hours';

const line = (overrides: Record<string, unknown>) => ({
  employeeId: 'e1',
  firstName: 'Maria',
  lastName: 'Garcia',
  paymentType: 'hourly' as 'hourly' | 'salary' | null,
  excluded: false,
  regularHours: 0,
  overtimeHours: 0,
  ...overrides,
});

describe('the hourly employees a commit would pay for no hours', () => {
  it('lists hourly lines in the run without regular or overtime hours', () => {
    expect(
      zeroHourLines([
        line({}),
        line({ employeeId: 'e2', firstName: 'Chen', lastName: 'Wei', overtimeHours: 2 }),
        line({ employeeId: 'e3', regularHours: 80 }),
        line({ employeeId: 'e4', excluded: true }),
        line({ employeeId: 'e5', paymentType: 'salary' }),
        line({ employeeId: 'e6', firstName: 'Lucas', lastName: 'Martin' }),
      ]),
    ).toEqual([
      { employeeId: 'e1', name: 'Maria Garcia' },
      { employeeId: 'e6', name: 'Lucas Martin' },
    ]);
  });
});
