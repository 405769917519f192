// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeductionsPanel } from '../components/deductions-panel';
import { deduction } from './fixtures';
import { fakeServer, renderIn } from './render-in';

const path = '/api/employees/employee-1/deductions';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const retirement = deduction({
  id: 'ded-401k',
  percentage: 5,
  employer: {
    match: [
      { upToPercentOfPay: 3, ratePercent: 100 },
      { upToPercentOfPay: 5, ratePercent: 50 },
    ],
  },
  ytdCents: 612_500,
  employerYtdCents: 490_000,
  limitCents: 2_450_000,
  remainingLimitCents: 1_837_500,
});
const medical = deduction({
  id: 'ded-medical',
  kind: 'section125_medical',
  label: 'Blue Shield PPO',
  percentage: null,
  amountCents: 18_000,
  ytdCents: 360_000,
});
const hsaAtLimit = deduction({
  id: 'ded-hsa',
  kind: 'hsa',
  label: 'Health savings account (HSA)',
  percentage: null,
  amountCents: 20_000,
  hsaCoverage: 'self_only',
  ytdCents: 440_000,
  limitCents: 440_000,
  remainingLimitCents: 0,
});
const ended = deduction({
  id: 'ded-old',
  kind: 'post_tax',
  label: 'Union dues',
  percentage: null,
  amountCents: 2_500,
  endDate: '2026-02-28',
  active: false,
});

const list = (items: unknown[]) => ({ [`GET ${path}`]: { status: 200, body: { items } } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Deductions tab', () => {
  it('lists each deduction: amount or percentage, the employer’s part, dates, the year against its limit', async () => {
    vi.stubGlobal('fetch', fakeServer(list([retirement, medical, hsaAtLimit, ended])).fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable />);
    const table = await screen.findByRole('table', { name: 'Recurring deductions' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    expect(seen(screen.getByTestId('deduction-amount-ded-401k').textContent)).toBe(
      '5% of gross pay',
    );
    expect(seen(screen.getByTestId('deduction-employer-ded-401k').textContent)).toBe(
      'Matches 100% of the first 3% and 50% of the next 2%$4,900.00 this year',
    );
    const bar = within(screen.getByTestId('deduction-ytd-ded-401k')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-label')).toBe('25% of the yearly limit used');
    expect(seen(screen.getByTestId('deduction-ytd-ded-401k').textContent)).toBe(
      '$6,125.00 · $18,375.00 left of $24,500.00',
    );

    // A label of its own shows the kind's name under it; a premium has no limit, only its year.
    const medicalRow = screen.getByTestId('deduction-ded-medical');
    expect(medicalRow.textContent).toContain('Blue Shield PPO');
    expect(medicalRow.textContent).toContain('Medical insurance (Section 125)');
    expect(seen(screen.getByTestId('deduction-amount-ded-medical').textContent)).toBe('$180.00');
    expect(seen(screen.getByTestId('deduction-ytd-ded-medical').textContent)).toBe(
      '$3,600.00 so far',
    );
    expect(within(medicalRow).queryByRole('progressbar')).toBeNull();

    const hsa = screen.getByTestId('deduction-ytd-ded-hsa');
    expect(within(hsa).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(seen(hsa.textContent)).toBe('$4,400.00 · limit of $4,400.00 reached');
    expect(screen.getByTestId('deduction-ded-hsa').textContent).toContain('Self-only coverage');

    const endedRow = screen.getByTestId('deduction-ded-old');
    expect(endedRow.getAttribute('data-status')).toBe('ended');
    expect(endedRow.textContent).toContain('Ended');
    expect(within(endedRow).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'End Blue Shield PPO' })).toBeTruthy();
  });

  it('reads in French, figures in the French way', async () => {
    vi.stubGlobal('fetch', fakeServer(list([retirement])).fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable />, 'fr');
    await screen.findByRole('table', { name: 'Retenues récurrentes' });
    expect(seen(screen.getByTestId('deduction-amount-ded-401k').textContent)).toBe(
      '5 % du salaire brut',
    );
    expect(seen(screen.getByTestId('deduction-ytd-ded-401k').textContent)).toBe(
      '6 125,00 $US · reste 18 375,00 $US sur 24 500,00 $US',
    );
  });

  it('keeps amounts left to right on a right-to-left page', async () => {
    vi.stubGlobal('fetch', fakeServer(list([medical])).fetch);
    renderIn(
      <DeductionsPanel companyId="company-1" employeeId="employee-1" editable />,
      'en',
      'rtl',
    );
    const cell = await screen.findByTestId('deduction-amount-ded-medical');
    expect(cell.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('ends a deduction after asking, and reads the list again', async () => {
    const server = fakeServer({
      ...list([medical]),
      [`DELETE ${path}/ded-medical`]: { status: 200, body: { ...medical, endDate: '2026-11-27' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'End Blue Shield PPO' }));
    const dialog = screen.getByRole('dialog', { name: 'End this deduction?' });
    expect(dialog.textContent).toContain('Blue Shield PPO will no longer be taken from paychecks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End deduction' }));
    await waitFor(() =>
      expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `GET ${path}`,
        `DELETE ${path}/ded-medical`,
        `GET ${path}`,
      ]),
    );
  });

  it('shows the employee their own deductions to read, without Add or End', async () => {
    vi.stubGlobal('fetch', fakeServer(list([retirement, medical])).fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable={false} />);
    await screen.findByRole('table', { name: 'Recurring deductions' });
    expect(screen.getByRole('heading', { name: 'My deductions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a deduction' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says when there is none, and when the list could not be read', async () => {
    vi.stubGlobal('fetch', fakeServer(list([])).fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable />);
    expect((await screen.findByTestId('deductions-empty')).textContent).toBe(
      'No recurring deduction yet.',
    );
    cleanup();
    vi.stubGlobal('fetch', fakeServer({ [`GET ${path}`]: { status: 500 } }).fetch);
    renderIn(<DeductionsPanel companyId="company-1" employeeId="employee-1" editable />);
    const failure = await screen.findByText('Failed to fetch deductions');
    expect(failure.closest('[role="alert"]')?.querySelector('button')?.textContent).toBe(
      'Try again',
    );
  });
});
