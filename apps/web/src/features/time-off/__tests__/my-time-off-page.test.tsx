// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyTimeOffPage } from '../pages/my-time-off-page';
import { COMPANY, EMPLOYEE, balance, request } from './fixtures';
import {
  answerCalls,
  collectToasts,
  quickUser,
  renderTimeOff,
  DIALOG_TEST_TIMEOUT,
} from './render-time-off';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (items: unknown[]) => ({
  status: 200,
  body: { items, totalItems: items.length, totalPages: 1 },
});

describe('the employee’s time off', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('shows each balance, the pending requests with Cancel, and the decided ones apart', async () => {
    const pending = request({ hours: 8, startDate: '2026-12-14', endDate: '2026-12-14' });
    const denied = request({ status: 'denied', decisionNote: 'Inventory week' });
    const approved = request({
      status: 'approved',
      startDate: '2026-11-02',
      endDate: '2026-11-02',
    });
    const calls = answerCalls({
      [`GET /employees/${EMPLOYEE}/time-off`]: {
        status: 200,
        body: { items: [balance({ balanceHours: 24, pendingHours: 8, usedYtdHours: 6 })] },
      },
      'GET /time-off-requests': page([pending, denied, approved]),
    });
    renderTimeOff(<MyTimeOffPage companyId={COMPANY} employeeId={EMPLOYEE} />);

    const balances = await screen.findByRole('table', { name: 'Balances' });
    const cells = within(within(balances).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['24 h', '30 h', '6 h', '8 h']);
    // Only the employee's own requests are asked for.
    expect(calls.find((call) => call.url.startsWith('/time-off-requests'))?.url).toBe(
      `/time-off-requests?companyId=${COMPANY}&employeeId=${EMPLOYEE}`,
    );

    const yours = await screen.findByTestId('pending-requests');
    expect(within(yours).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(yours).getByRole('button', { name: 'Cancel the request for Dec 14, 2026' }),
    ).toBeTruthy();
    const history = screen.getByTestId('history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).queryByRole('button')).toBeNull();
    expect(within(history).getByText(/^Reason:/).textContent).toBe('Reason: Inventory week');
  });

  it('cancels a pending request once the employee confirms', async () => {
    const user = quickUser();
    const pending = request({
      hours: 8,
      startDate: '2026-12-14',
      endDate: '2026-12-14',
      version: 2,
    });
    const calls = answerCalls({
      [`GET /employees/${EMPLOYEE}/time-off`]: { status: 200, body: { items: [balance()] } },
      'GET /time-off-requests': page([pending]),
      [`PATCH /time-off-requests/${pending.id}`]: {
        status: 200,
        body: { ...pending, status: 'cancelled', version: 3 },
      },
    });
    const toasts = collectToasts();
    renderTimeOff(<MyTimeOffPage companyId={COMPANY} employeeId={EMPLOYEE} />);
    await user.click(await screen.findByRole('button', { name: /^Cancel the request for/ }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this request?' });
    expect(within(confirm).getByText(/You can ask again later/).textContent).toBe(
      '8 h of Vacation, Dec 14, 2026. You can ask again later.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ text: 'Request cancelled', variant: 'success' }]),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 2,
      status: 'cancelled',
    });
  });

  it('says no policy covers the employee yet, and offers no request', async () => {
    answerCalls({
      [`GET /employees/${EMPLOYEE}/time-off`]: { status: 200, body: { items: [] } },
      'GET /time-off-requests': page([]),
    });
    renderTimeOff(<MyTimeOffPage companyId={COMPANY} employeeId={EMPLOYEE} />, { locale: 'ro' });
    await screen.findByTestId('balances-empty');
    expect(screen.getByTestId('balances-empty').textContent).toBe(
      'Nicio politică de concediu nu vă acoperă încă: angajatorul le atribuie.',
    );
    const ask = screen.getByRole('button', { name: 'Cere concediu' }) as HTMLButtonElement;
    expect(ask.disabled).toBe(true);
  });
});
