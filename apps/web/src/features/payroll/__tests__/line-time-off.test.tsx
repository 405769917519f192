// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { LineTimeOff } from '../components/editor/line-time-off';
import en from '../locales/en.json';

const policies = {
  items: [
    {
      id: 'p-vacation',
      companyId: 'c1',
      name: 'Vacation',
      kind: 'vacation',
      accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
      maxBalanceHours: null,
      carryoverHours: null,
      waitingDays: 0,
      allowNegative: false,
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
};

function renderLine(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsContext.Provider
      value={{
        settings: defaultSettings,
        setSetting: () => undefined,
        resetSettings: () => undefined,
      }}
    >
      <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a draft line’s time off', () => {
  it('names each policy with its approved hours, paid for an hourly employee', async () => {
    const fetch = vi.fn(async () =>
      Response.json(policies, { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderLine(
      <LineTimeOff
        companyId="c1"
        employeeId="e1"
        timeOff={[{ policyId: 'p-vacation', hours: 16 }]}
        hourly
      />,
    );
    const line = screen.getByTestId('time-off-e1');
    // The hours show at once; the policy's name once the company's policies have answered.
    expect(line.textContent).toBe('Time off: 16 h, paid');
    await screen.findByText(/Vacation/);
    expect(line.textContent).toBe('Time off: Vacation, 16 h, paid');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the hours are within the salary for a salaried employee', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderLine(
      <LineTimeOff
        companyId="c1"
        employeeId="e2"
        timeOff={[{ policyId: 'p-vacation', hours: 7.5 }]}
        hourly={false}
      />,
    );
    expect(screen.getByTestId('time-off-e2').textContent).toBe(
      'Time off: 7.5 h, within the salary',
    );
  });

  it('shows nothing and asks nothing for a line without time off', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderLine(
      <LineTimeOff companyId="c1" employeeId="e3" timeOff={[]} hourly />,
    );
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
