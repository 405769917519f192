// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssignDialog } from '../components/assign-dialog';
import { COMPANY, EMPLOYEE, vacation } from './fixtures';
import {
  answerCalls,
  collectToasts,
  fill,
  quickUser,
  renderTimeOff,
  DIALOG_TEST_TIMEOUT,
} from './render-time-off';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: string, firstName: string, status = 'active') => ({
  id,
  firstName,
  lastName: 'Pop',
  email: `${firstName.toLowerCase()}@example.test`,
  status,
  jobTitle: null,
  department: null,
  workState: 'CA',
  paymentType: 'hourly',
  hireDate: '2025-03-01',
  payGroupId: null,
  isOwner: false,
});

const employees = {
  status: 200,
  body: {
    items: [
      person(EMPLOYEE, 'Ana'),
      person('0190c0de-0000-7000-8000-0000000000e2', 'Radu', 'terminated'),
    ],
    totalItems: 2,
    totalPages: 1,
  },
};

const dialog = () => screen.getByRole('dialog');

describe('assigning a policy', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('assigns it to an employee still on the payroll with the hours they already had', async () => {
    const user = quickUser();
    const calls = answerCalls({
      [`GET /companies/${COMPANY}/employees`]: employees,
      [`POST /employees/${EMPLOYEE}/time-off-policies`]: {
        status: 201,
        body: {
          employeeId: EMPLOYEE,
          policyId: vacation.id,
          startingBalanceHours: 12.5,
          assignedAt: '2026-11-27T04:00:00Z',
        },
      },
    });
    const toasts = collectToasts();
    const onClose = vi.fn();
    renderTimeOff(<AssignDialog companyId={COMPANY} policy={vacation} onClose={onClose} />);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Assign Vacation');

    await user.click(await within(dialog()).findByRole('combobox', { name: 'Employee' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // A terminated employee is no longer offered.
    expect(options).toEqual(['Ana Pop']);
    await user.click(screen.getByRole('option', { name: 'Ana Pop' }));
    await fill(
      user,
      within(dialog()).getByRole('textbox', { name: 'Starting balance (hours)' }),
      '12.5',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Assign policy' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/employees/${EMPLOYEE}/time-off-policies`,
        body: { policyId: vacation.id, startingBalanceHours: 12.5 },
      },
    ]);
    expect(toasts).toEqual([{ text: 'Vacation assigned to Ana Pop', variant: 'success' }]);
  });

  it('asks for the employee first, and says so when they already have the policy', async () => {
    const user = quickUser();
    const calls = answerCalls({
      [`GET /companies/${COMPANY}/employees`]: employees,
      [`POST /employees/${EMPLOYEE}/time-off-policies`]: {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          code: 'time_off.already_assigned',
          detail: 'Ana Pop already has Vacation.',
        },
      },
    });
    renderTimeOff(<AssignDialog companyId={COMPANY} policy={vacation} onClose={() => undefined} />);
    await within(dialog()).findByRole('combobox', { name: 'Employee' });
    await user.click(within(dialog()).getByRole('button', { name: 'Assign policy' }));
    await within(dialog()).findByText('Choose the employee');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog()).getByRole('combobox', { name: 'Employee' }));
    await user.click(screen.getByRole('option', { name: 'Ana Pop' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Assign policy' }));
    await within(dialog()).findByText('This employee already has this policy');
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      policyId: vacation.id,
    });
  });
});
