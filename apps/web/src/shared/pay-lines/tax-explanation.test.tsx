// @vitest-environment happy-dom
import type { TaxExplanation as Explanation } from '@paydesk/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, type Locale } from '../i18n/catalogues';
import { formattingLocales } from '../i18n/language-options';
import { SettingsContext } from '../settings/settings-context';
import { defaultSettings, type ThemeDirection } from '../settings/settings-types';
import { TaxExplanation } from './tax-explanation';

/** A state's annualized withholding as an engine module records it (figures made up). */
const annualized: Explanation = {
  method: 'annualizedPercentage',
  steps: [
    { input: 'taxableWages', cents: 188_000 },
    { input: 'periodsPerYear', count: 26 },
    { input: 'annualTaxableWages', cents: 4_888_000 },
    { input: 'rate', percent: '4.95' },
  ],
  bracket: { overCents: 1_000_000, baseCents: 0, percent: '4.95', annual: true },
  rounding: 'dollarHalfUp',
  publication: 'Booklet IL-700-T (2026)',
};

function renderIn(locale: Locale, ui: ReactElement, direction: ThemeDirection = 'ltr') {
  const settings = { ...defaultSettings, i18n: locale, themeDirection: direction };
  return render(
    <SettingsContext.Provider
      value={{ settings, setSetting: () => undefined, resetSettings: () => undefined }}
    >
      <IntlProvider locale={formattingLocales[locale]} messages={catalogues[locale]}>
        <div dir={direction}>{ui}</div>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

/**
 * An accessible name, spaces aside: happy-dom gives `<bdi>` no display, so the name computed
 * around it gains spaces a browser does not add.
 */
const named = (text: string) => (name: string) =>
  name.replace(/\s/g, '') === text.replace(/\s/g, '');

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(cleanup);

describe('a tax amount’s explanation', () => {
  it('offers “Why $88.08?” under the amount, closed until it is pressed', async () => {
    renderIn('en', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    const button = screen.getByRole('button', { name: named('Why $88.08?') });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: named('Why $88.08?') });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(within(region).getByText('Percentage method on annualized wages')).toBeTruthy();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows every input with its figure formatted as money, a count or a percentage', async () => {
    renderIn('en', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    await userEvent.click(screen.getByRole('button', { name: named('Why $88.08?') }));
    const figures = screen.getByRole('region').querySelector('dl')!;
    const pairs = [...figures.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Taxable wages', '$1,880.00'],
      ['Pay periods a year', '26'],
      ['Annual taxable wages', '$48,880.00'],
      ['Rate', '4.95%'],
    ]);
    const region = screen.getByRole('region');
    expect(region.textContent).toContain(
      'Table row: Over $10,000.00 a year: $0.00 plus 4.95% of the excess',
    );
    expect(region.textContent).toContain('Rounded to the nearest whole dollar');
    expect(region.textContent).toContain('Source: Booklet IL-700-T (2026)');
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderIn('en', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    await user.tab();
    const button = screen.getByRole('button', { name: named('Why $88.08?') });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region')).toBeTruthy();
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('reads in French, figures in the French way', async () => {
    renderIn('fr', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    const button = screen.getByRole('button');
    expect(seen(button.textContent)).toBe('Pourquoi 88,08 $US ?');
    await userEvent.click(button);
    const region = screen.getByRole('region');
    const text = seen(region.textContent);
    expect(text).toContain('Méthode du pourcentage sur le salaire annualisé');
    expect(text).toContain('Salaire imposable annuel');
    expect(text).toContain('48 880,00 $US');
    expect(text).toContain('4,95 %');
    expect(text).toContain(
      'Ligne du barème : Au-delà de 10 000,00 $US par an : 0,00 $US plus 4,95 % de l’excédent',
    );
    expect(text).toContain('Arrondi au dollar entier le plus proche');
    expect(text).toContain('Source : Booklet IL-700-T (2026)');
  });

  it('reads in Romanian and in Chinese', async () => {
    renderIn('ro', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    await userEvent.click(screen.getByRole('button'));
    expect(seen(screen.getByRole('region').textContent)).toContain(
      'Metoda procentuală pe salariul anualizat',
    );
    cleanup();
    renderIn('zh', <TaxExplanation amountCents={8_808} explanation={annualized} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('为什么是 US$88.08？');
    await userEvent.click(button);
    expect(screen.getByRole('region').textContent).toContain('年化工资百分比法');
  });

  it('keeps every figure left to right on a right-to-left page', async () => {
    renderIn('fr', <TaxExplanation amountCents={8_808} explanation={annualized} />, 'rtl');
    const button = screen.getByRole('button');
    // The question reads in its own order; the amount inside it, left to right.
    expect(button.getAttribute('dir')).toBe('auto');
    expect(button.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    await userEvent.click(button);
    const values = [...screen.getByRole('region').querySelectorAll('dd')];
    expect(values).toHaveLength(4);
    for (const value of values) expect(value.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('shows a method with neither inputs nor table row, and a per-period table', async () => {
    const exempt: Explanation = {
      method: 'exempt',
      steps: [],
      rounding: 'centHalfUp',
      publication: 'Form W-4 (2026)',
    };
    renderIn('en', <TaxExplanation amountCents={0} explanation={exempt} />);
    await userEvent.click(screen.getByRole('button', { name: named('Why $0.00?') }));
    const region = screen.getByRole('region');
    expect(region.querySelector('dl')).toBeNull();
    expect(region.textContent).toContain('Exempt, as the withholding certificate claims');
    expect(region.textContent).not.toContain('Table row');
    cleanup();

    const perPeriod: Explanation = {
      ...annualized,
      method: 'periodPercentage',
      bracket: { overCents: 50_000, baseCents: 1_250, percent: '5', annual: false },
    };
    renderIn('en', <TaxExplanation amountCents={8_808} explanation={perPeriod} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('region').textContent).toContain(
      'Over $500.00 a pay period: $12.50 plus 5% of the excess',
    );
  });

  it('shows nothing for a line stored without an explanation', () => {
    const { container } = renderIn(
      'en',
      <TaxExplanation amountCents={8_808} explanation={undefined} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
