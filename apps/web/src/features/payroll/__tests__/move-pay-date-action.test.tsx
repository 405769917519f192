// @vitest-environment happy-dom
import type { Payroll } from '@paydesk/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, type Locale } from '@web/shared/i18n/catalogues';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { MovePayDateAction } from '../components/management/move-pay-date-action';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';

const feature: Record<Locale, Record<string, string>> = { en, fr, ro, zh };
const payroll = { id: 'payroll-1', version: 3, payDate: '2026-12-11' } as Payroll;

/** The API refuses each PATCH with the next problem; the bodies sent are kept. */
function refusals(problems: { status: number; code: string }[]) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(`${init.method} ${url}`).toBe('PATCH /api/payrolls/payroll-1');
    sent.push(JSON.parse(String(init.body)));
    const problem = problems.shift() ?? { status: 500, code: 'internal' };
    return new Response(JSON.stringify({ ...problem, detail: 'The server’s own words.' }), {
      status: problem.status,
      headers: { 'content-type': 'application/problem+json' },
    });
  });
  return sent;
}

function show(locale: Locale) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <SettingsContext.Provider
      value={{
        settings: { ...defaultSettings, i18n: locale },
        setSetting: () => undefined,
        resetSettings: () => undefined,
      }}
    >
      <IntlProvider locale={locale} messages={{ ...catalogues[locale], ...feature[locale] }}>
        <QueryClientProvider client={client}>
          <MovePayDateAction companyId="company-1" payroll={payroll} />
        </QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

/** Types a date into the dialog's date field, section by section in the field's own order. */
async function typeDate(user: UserEvent, keys: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('group'));
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(keys);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the approved payroll’s pay-date dialog', { timeout: 30_000 }, () => {
  it('shows the refusals of another year and of changed figures next to the field', async () => {
    const user = userEvent.setup();
    const sent = refusals([
      { status: 422, code: 'payroll.pay_date_other_tax_year' },
      { status: 409, code: 'payroll.pay_date_changes_figures' },
    ]);
    show('en');
    await user.click(screen.getByRole('button', { name: 'Change pay date' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/as long as no figure changes/)).toBeTruthy();

    await typeDate(user, '01042027');
    await user.click(within(dialog).getByRole('button', { name: 'Change pay date' }));
    expect(await within(dialog).findByText(en['payroll.validation.payDateOtherYear'])).toBeTruthy();
    expect(sent).toEqual([{ version: 3, payDate: '2027-01-04' }]);
    // Saving waits for another date: the refused one stays refused.
    const save = within(dialog).getByRole('button', { name: 'Change pay date' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await typeDate(user, '12152026');
    expect(within(dialog).queryByText(en['payroll.validation.payDateOtherYear'])).toBeNull();
    await user.click(save);
    expect(
      await within(dialog).findByText(en['payroll.validation.payDateChangesFigures']),
    ).toBeTruthy();
    expect(sent).toEqual([
      { version: 3, payDate: '2027-01-04' },
      { version: 3, payDate: '2026-12-15' },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each(['fr', 'ro', 'zh'] as const)('says them in %s', async (locale) => {
    const user = userEvent.setup();
    refusals([{ status: 409, code: 'payroll.pay_date_changes_figures' }]);
    show(locale);
    await user.click(screen.getByRole('button', { name: feature[locale]['payroll.move.open'] }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', {
      name: feature[locale]['payroll.payDate.save'],
    });
    await user.click(save);
    expect(
      await within(dialog).findByText(feature[locale]['payroll.validation.payDateChangesFigures']!),
    ).toBeTruthy();
    expect(feature[locale]['payroll.validation.payDateOtherYear']).not.toBe(
      en['payroll.validation.payDateOtherYear'],
    );
  });
});
