// @vitest-environment happy-dom
import type { PayStubTimeOff } from '@paydesk/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, type Locale } from '@web/shared/i18n/catalogues';
import { formattingLocales } from '@web/shared/i18n/language-options';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { PaperTimeOff } from '../components/paper/paper-time-off';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

const feature: Partial<Record<Locale, Record<string, string>>> = { en, fr };

function renderIn(locale: 'en' | 'fr', timeOff: PayStubTimeOff[]) {
  const settings = { ...defaultSettings, i18n: locale };
  return render(
    <SettingsContext.Provider
      value={{ settings, setSetting: () => undefined, resetSettings: () => undefined }}
    >
      <IntlProvider
        locale={formattingLocales[locale]}
        messages={{ ...catalogues[locale], ...feature[locale] }}
      >
        <PaperTimeOff timeOff={timeOff} />
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

const vacation: PayStubTimeOff = {
  policyId: 'p-vacation',
  name: 'Vacation',
  kind: 'vacation',
  usedHours: 16,
  accruedHours: 2.67,
  balanceHours: 26.67,
};
const sick: PayStubTimeOff = {
  policyId: 'p-sick',
  name: 'Sick leave',
  kind: 'sick',
  usedHours: 0,
  accruedHours: 1.33,
  balanceHours: 41.33,
};

afterEach(cleanup);

describe('the pay stub’s time off', () => {
  it('shows each policy’s hours used, accrued and balance after this payment', () => {
    renderIn('en', [vacation, sick]);
    const table = screen.getByRole('table', { name: 'Time off' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Policy', 'Used', 'Accrued', 'Balance'],
      ['Vacation', '16 h', '2.67 h', '26.67 h'],
      ['Sick leave', '0 h', '1.33 h', '41.33 h'],
    ]);
  });

  it('reads in French with a decimal comma, each figure left to right', () => {
    renderIn('fr', [vacation]);
    const row = screen.getByTestId('pay-stub-time-off-p-vacation');
    const figures = [...row.querySelectorAll('bdi[dir=ltr]')].map((bdi) => bdi.textContent);
    expect(figures).toEqual(['16 h', '2,67 h', '26,67 h']);
    expect(screen.getByRole('heading').textContent).toBe('Congés');
  });
});
