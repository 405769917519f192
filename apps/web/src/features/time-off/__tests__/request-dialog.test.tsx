// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestDialog } from '../components/request-dialog';
import { COMPANY, EMPLOYEE, balance, request, vacation } from './fixtures';
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

const dialog = () => screen.getByRole('dialog', { name: 'Request time off' });

/** Types a date into the picker's field the way a keyboard does: month, day, year. */
function typeDate(label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const group = within(dialog()).getByRole('group', { name: label });
  const hidden = group.parentElement?.querySelector('input') as HTMLInputElement;
  fireEvent.change(hidden, { target: { value: `${month}/${day}/${year}` } });
}

async function fillRequest(hours: string) {
  const user = quickUser();
  typeDate('First day', '2026-12-07');
  typeDate('Last day', '2026-12-08');
  await fill(user, within(dialog()).getByRole('textbox', { name: 'Hours' }), hours);
  await fill(
    user,
    within(dialog()).getByRole('textbox', { name: 'Note for your employer' }),
    'Family visit',
  );
  await user.click(within(dialog()).getByRole('button', { name: 'Send request' }));
  return user;
}

describe('requesting time off', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('sends the employee’s own request for the policy they have', async () => {
    const calls = answerCalls({
      'POST /time-off-requests': { status: 201, body: request() },
    });
    const toasts = collectToasts();
    const onClose = vi.fn();
    renderTimeOff(
      <RequestDialog
        companyId={COMPANY}
        employeeId={EMPLOYEE}
        balances={[balance()]}
        onClose={onClose}
      />,
    );
    // The only policy is chosen already, with what it allows.
    expect(within(dialog()).getByRole('combobox', { name: 'Policy' }).textContent).toBe(
      'Vacation (24 h available)',
    );
    await fillRequest('16');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/time-off-requests',
        body: {
          employeeId: EMPLOYEE,
          policyId: vacation.id,
          startDate: '2026-12-07',
          endDate: '2026-12-08',
          hours: 16,
          note: 'Family visit',
        },
      },
    ]);
    expect(toasts).toEqual([{ text: 'Request sent; your employer decides', variant: 'success' }]);
  });

  it('says next to the hours when the request is above the balance (409)', async () => {
    answerCalls({
      'POST /time-off-requests': {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          code: 'time_off.balance_exceeded',
          detail: 'Vacation has 24 hours available; the request asks 40.',
        },
      },
    });
    const onClose = vi.fn();
    renderTimeOff(
      <RequestDialog
        companyId={COMPANY}
        employeeId={EMPLOYEE}
        balances={[balance()]}
        onClose={onClose}
      />,
    );
    await fillRequest('40');
    const hours = within(dialog()).getByRole('textbox', { name: 'Hours' });
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(hours.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('More than the 24 h of Vacation you have available');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says from when a policy in its waiting period can be used', async () => {
    answerCalls({
      'POST /time-off-requests': {
        status: 409,
        body: { status: 409, title: 'Conflict', code: 'time_off.waiting_period', detail: '…' },
      },
    });
    renderTimeOff(
      <RequestDialog
        companyId={COMPANY}
        employeeId={EMPLOYEE}
        balances={[balance({ usableFrom: '2027-01-15' })]}
        onClose={() => undefined}
      />,
    );
    await fillRequest('8');
    await within(dialog()).findByText('Usable from Jan 15, 2027, after the waiting period');
  });

  it('refuses a last day before the first and zero hours before sending', async () => {
    const calls = answerCalls({});
    renderTimeOff(
      <RequestDialog
        companyId={COMPANY}
        employeeId={EMPLOYEE}
        balances={[balance()]}
        onClose={() => undefined}
      />,
    );
    const user = quickUser();
    typeDate('First day', '2026-12-08');
    typeDate('Last day', '2026-12-07');
    await fill(user, within(dialog()).getByRole('textbox', { name: 'Hours' }), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await within(dialog()).findByText('The last day must not be before the first');
    expect(within(dialog()).getByText('Ask for more than 0 hours')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
