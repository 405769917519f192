import type { TaxLiability } from '@paydesk/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage } from './companies-support';
import { companyApi } from './employees-support';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const frenchMoney = (cents: number) =>
  seen(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(cents / 100));

const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter `back` quarters before today's (UTC), as the page's first and last days. */
function quarterBefore(back: number): { from: string; to: string; label: string } {
  const now = new Date();
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - back;
  const year = Math.floor(index / 4);
  const quarter = (index % 4) + 1;
  const lastDay = new Date(Date.UTC(year, quarter * 3, 0)).getUTCDate();
  return {
    from: `${year}-${pad(quarter * 3 - 2)}-01`,
    to: `${year}-${pad(quarter * 3)}-${pad(lastDay)}`,
    label: `T${quarter} ${year}`,
  };
}

describe('taxes & filings (a company owner, in French)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let companyId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner, { i18n: 'fr' }));
    page.on('pageerror', (error) => errors.push(error.message));
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  const irsItemsOf = async (range: { from: string; to: string }) =>
    (
      await companyApi<{ items: TaxLiability[] }>(
        token,
        companyId,
        'GET',
        `/companies/${companyId}/tax-liabilities?from=${range.from}&to=${range.to}`,
      )
    ).items.filter((item) => item.agency === 'irs');

  it('shows the quarter’s IRS total as the API adds it up, and its payrolls', async () => {
    // The demo's committed history is its last few pay periods: this quarter's, or if the
    // quarter has just begun, partly the previous one's.
    let back = 0;
    let items = await irsItemsOf(quarterBefore(0));
    if (items.length === 0) {
      back = 1;
      items = await irsItemsOf(quarterBefore(1));
    }
    expect(items.length).toBeGreaterThan(0);
    const total = items.reduce((sum, item) => sum + item.employeeCents + item.employerCents, 0);

    await page.goto(new URL('/owner/dashboard', page.url()).toString());
    await page
      .locator('[data-testid=side-drawer]')
      .getByRole('link', { name: 'Impôts et déclarations' })
      .click();
    await page.getByRole('heading', { name: 'Impôts et déclarations', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/company/${companyId}/taxes`);
    if (back === 1) await page.getByRole('button', { name: 'Trimestre précédent' }).click();
    await page.getByTestId('tax-filings-quarter').getByText(quarterBefore(back).label).waitFor();

    const irs = page.getByTestId('tax-agency-irs');
    await irs.getByText('Internal Revenue Service (IRS)').waitFor();
    expect(seen(await irs.getByTestId('tax-agency-total').textContent())).toBe(frenchMoney(total));
    // Each tax by its French name, under the agency.
    await page
      .getByTestId('tax-agency-irs-federal_income')
      .getByText('Impôt fédéral sur le revenu')
      .waitFor();
    await page
      .getByTestId('tax-agency-irs-social_security')
      .getByText('Sécurité sociale')
      .waitFor();

    await page
      .getByRole('button', { name: 'Afficher les paies pour Internal Revenue Service (IRS)' })
      .click();
    const drillDown = page.getByRole('table', {
      name: 'Paies pour Internal Revenue Service (IRS)',
    });
    await drillDown.waitFor();
    expect(await drillDown.getByTestId('tax-drill-down-row').count()).toBe(items.length);
    const payrolls = new Set(items.map((item) => item.payrollId));
    const links = drillDown.getByRole('link', { name: 'Voir la paie' });
    expect(await links.count()).toBe(payrolls.size);
    const first = [...items].sort((a, b) => a.payDate.localeCompare(b.payDate))[0];
    expect(await links.first().getAttribute('href')).toContain(`payrollId=${first?.payrollId}`);
    await drillDown.getByRole('columnheader', { name: 'Dépôt dû le' }).waitFor();
    await picture(page, 'tax-filings-fr');

    // Right to left and dark: the same table, read from the other side.
    await page.evaluate(() =>
      localStorage.setItem(
        'paydesk-config',
        JSON.stringify({ i18n: 'fr', mode: 'dark', themeDirection: 'rtl' }),
      ),
    );
    await page.reload();
    await page.getByTestId('tax-agency-irs').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await picture(page, 'tax-filings-fr-rtl-dark');
    // The states and localities below the IRS, and the quarter's total at the foot.
    await page.getByTestId('tax-filings-total').scrollIntoViewIfNeeded();
    await picture(page, 'tax-filings-fr-rtl-dark-total');
    expect(errors).toEqual([]);
  });

  it('says so when no payroll was paid in the quarter', async () => {
    await page.goto(new URL(`/company/${companyId}/taxes?quarter=2001-Q1`, page.url()).toString());
    await page
      .getByTestId('tax-filings-empty')
      .getByText('Aucune paie n’a été versée au T1 2001.')
      .waitFor();
  });
});
