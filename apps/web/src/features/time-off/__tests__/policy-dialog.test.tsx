// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyDialog } from '../components/policy-dialog';
import { COMPANY, vacation } from './fixtures';
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

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('the time-off policy dialog', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('adds a policy of 1 hour per 30 worked with its limits, as the contract asks', async () => {
    const user = quickUser();
    const calls = answerCalls({ 'POST /time-off-policies': { status: 201, body: vacation } });
    const toasts = collectToasts();
    const onClose = vi.fn();
    renderTimeOff(<PolicyDialog companyId={COMPANY} onClose={onClose} />);
    expect(within(dialog()).getByRole('heading').textContent).toBe('New time-off policy');

    await fill(user, field('Name'), 'Vacation');
    await fill(user, field('Hours accrued'), '1');
    await fill(user, field('Per hours worked'), '30');
    await fill(user, field('Maximum balance (hours)'), '80');
    await fill(user, field('Carryover at year-end (hours)'), '40');
    await fill(user, field('Waiting period (days)'), '90');
    await user.click(within(dialog()).getByRole('button', { name: 'Add policy' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/time-off-policies',
        body: {
          name: 'Vacation',
          kind: 'vacation',
          accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
          maxBalanceHours: 80,
          carryoverHours: 40,
          waitingDays: 90,
          allowNegative: false,
        },
      },
    ]);
    expect(toasts).toEqual([{ text: 'Time-off policy added', variant: 'success' }]);
  });

  it('says beside each field what is missing before anything is sent', async () => {
    const user = quickUser();
    const calls = answerCalls({});
    renderTimeOff(<PolicyDialog companyId={COMPANY} onClose={() => undefined} />);
    await fill(user, field('Hours accrued'), '1,555');
    await user.click(within(dialog()).getByRole('button', { name: 'Add policy' }));

    await within(dialog()).findByText('Enter the policy’s name');
    expect(
      within(dialog()).getByText('Enter hours from 0 to 10000, with at most two decimals'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Say per how many hours worked (more than 0)')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks no “per hours” for a yearly grant, and reads a decimal comma', async () => {
    const user = quickUser();
    const calls = answerCalls({ 'POST /time-off-policies': { status: 201, body: vacation } });
    renderTimeOff(<PolicyDialog companyId={COMPANY} onClose={() => undefined} />);
    await user.click(within(dialog()).getByRole('combobox', { name: /Accrual/ }));
    await user.click(screen.getByRole('option', { name: 'Once a year' }));
    expect(within(dialog()).queryByRole('textbox', { name: 'Per hours worked' })).toBeNull();
    expect(within(dialog()).getByText('Hours granted at the start of each year')).toBeTruthy();

    await fill(user, field('Name'), 'Sick leave');
    await fill(user, field('Hours accrued'), '40,5');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Allow a negative balance' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add policy' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      accrual: { method: 'annual_grant', hours: 40.5 },
      maxBalanceHours: null,
      carryoverHours: null,
      waitingDays: 0,
      allowNegative: true,
    });
  });

  it('changes a policy at the version it read; its kind stays', async () => {
    const user = quickUser();
    const calls = answerCalls({
      [`PATCH /time-off-policies/${vacation.id}`]: { status: 200, body: vacation },
    });
    const onClose = vi.fn();
    renderTimeOff(<PolicyDialog companyId={COMPANY} policy={vacation} onClose={onClose} />);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Edit time-off policy');
    expect(within(dialog()).queryByRole('combobox', { name: /Kind/ })).toBeNull();
    expect((field('Maximum balance (hours)') as HTMLInputElement).value).toBe('80');

    await user.clear(field('Maximum balance (hours)'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `/time-off-policies/${vacation.id}` });
    expect(calls[0]?.body).toMatchObject({ version: 3, maxBalanceHours: null, carryoverHours: 40 });
    expect(calls[0]?.body).not.toHaveProperty('kind');
  });

  it('shows a refusal of the server, and the hours in French with a comma', async () => {
    const user = quickUser();
    answerCalls({
      [`PATCH /time-off-policies/${vacation.id}`]: {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          code: 'time_off.policy_version_stale',
          detail: 'Someone changed this policy since you opened it: reload it.',
        },
      },
    });
    renderTimeOff(
      <PolicyDialog
        companyId={COMPANY}
        policy={{ ...vacation, accrual: { ...vacation.accrual, hours: 1.5 } }}
        onClose={() => undefined}
      />,
      { locale: 'fr' },
    );
    expect((field('Heures acquises') as HTMLInputElement).value).toBe('1,5');
    await user.click(
      within(dialog()).getByRole('button', { name: 'Enregistrer les modifications' }),
    );
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Someone changed this policy since you opened it: reload it.');
  });
});
