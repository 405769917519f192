// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DenyDialog } from '../components/deny-dialog';
import { RequestInbox } from '../components/request-inbox';
import { COMPANY, request } from './fixtures';
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

/** The text of each body row's first cells: who, which policy, the status. */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent, cells[5]?.textContent];
    });

describe('the owner’s requests inbox', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('lists pending requests first, soonest on top, then the decided ones', () => {
    const later = request({
      employee: { firstName: 'Ion', lastName: 'Rus' },
      startDate: '2026-12-21',
      endDate: '2026-12-21',
    });
    const sooner = request({
      employee: { firstName: 'Ana', lastName: 'Pop' },
      startDate: '2026-12-07',
    });
    const approved = request({
      employee: { firstName: 'Eva', lastName: 'Lup' },
      status: 'approved',
      startDate: '2026-12-28',
    });
    const denied = request({
      employee: { firstName: 'Dan', lastName: 'Mic' },
      status: 'denied',
      decisionNote: 'Inventory week',
    });
    renderTimeOff(
      <RequestInbox
        requests={[approved, later, denied, sooner]}
        busyId={null}
        onApprove={() => undefined}
        onDeny={() => undefined}
      />,
    );
    expect(rows()).toEqual([
      ['Ana Pop', 'Pending'],
      ['Ion Rus', 'Pending'],
      ['Eva Lup', 'Approved'],
      ['Dan Mic', 'Denied'],
    ]);
    // Only a pending request can be decided; a denied one shows its reason.
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Deny/ })).toHaveLength(2);
    expect(screen.getByText(/^Reason:/).textContent).toBe('Reason: Inventory week');
  });

  it('shows one day as one date, several as a range, and the hours', () => {
    renderTimeOff(
      <RequestInbox
        requests={[request({ startDate: '2026-12-07', endDate: '2026-12-08', hours: 16 })]}
        busyId={null}
        onApprove={() => undefined}
        onDeny={() => undefined}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe('Dec 7, 2026 to Dec 8, 2026');
    expect(cells[3]?.textContent).toBe('16 h');
  });

  it('approves or opens the denial of the request named', async () => {
    const user = quickUser();
    const pending = request({ employee: { firstName: 'Ana', lastName: 'Pop' } });
    const onApprove = vi.fn();
    const onDeny = vi.fn();
    renderTimeOff(
      <RequestInbox requests={[pending]} busyId={null} onApprove={onApprove} onDeny={onDeny} />,
    );
    await user.click(screen.getByRole('button', { name: 'Approve the request of Ana Pop' }));
    expect(onApprove).toHaveBeenCalledWith(pending);
    await user.click(screen.getByRole('button', { name: 'Deny the request of Ana Pop' }));
    expect(onDeny).toHaveBeenCalledWith(pending);
  });

  it('says so when nobody has asked yet, in Chinese too', () => {
    renderTimeOff(
      <RequestInbox
        requests={[]}
        busyId={null}
        onApprove={() => undefined}
        onDeny={() => undefined}
      />,
      { locale: 'zh' },
    );
    expect(screen.getByTestId('inbox-empty').textContent).toBe('还没有休假申请。');
  });
});

describe('denying a request', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('asks for the reason, then sends it with the version read', async () => {
    const user = quickUser();
    const pending = request({ version: 4, hours: 16 });
    const calls = answerCalls({
      [`PATCH /time-off-requests/${pending.id}`]: {
        status: 200,
        body: { ...pending, status: 'denied', version: 5 },
      },
    });
    const toasts = collectToasts();
    const onClose = vi.fn();
    renderTimeOff(<DenyDialog companyId={COMPANY} request={pending} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Deny this request?' });
    expect(within(dialog).getByText(/asked for/).textContent).toBe(
      'Ana Pop asked for 16 h of Vacation, Dec 7, 2026 to Dec 8, 2026. They receive your reason by email.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
    await within(dialog).findByText('Say why, for the employee');
    expect(calls).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Inventory week');
    await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: `/time-off-requests/${pending.id}`,
        body: { version: 4, status: 'denied', note: 'Inventory week' },
      },
    ]);
    expect(toasts).toEqual([
      { text: 'Request denied; Ana Pop is told by email', variant: 'success' },
    ]);
  });
});
