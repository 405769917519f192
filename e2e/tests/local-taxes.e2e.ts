import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage, toast, uniqueName, url } from './companies-support';

describe('local taxes (a company owner, in French)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let companyId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner, { i18n: 'fr' }));
    page.on('pageerror', (error) => errors.push(error.message));
    companyId = companyIdOf((await apiSignIn(demoEmails.owner)).accessToken);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('adds a Pennsylvania EIT jurisdiction from the menu and sees it listed', async () => {
    await page.goto(url('/owner/dashboard'));
    await page
      .locator('[data-testid=side-drawer]')
      .getByRole('link', { name: 'Impôts locaux' })
      .click();
    await page.getByRole('heading', { name: 'Impôts locaux', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/company/${companyId}/view-and-config/local-taxes`);
    // The rates are the employer's, entered from the notice: the page says so.
    await page
      .getByTestId('local-taxes-notice')
      .getByText(/Ces taux sont les vôtres/)
      .waitFor();

    await page.getByRole('button', { name: 'Ajouter un impôt local' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel impôt local' });
    // A PSD code of its own, so that a second run on the same server adds a new one.
    const code = String(100_000 + Math.floor(Math.random() * 900_000));
    const name = uniqueName('Lower Merion');
    await dialog.getByLabel('Code PSD').fill(code);
    await dialog.getByLabel('Nom').fill(name);
    await dialog.getByLabel('Taux des résidents').fill('17');
    await dialog.getByLabel('Taux des non-résidents').fill('1');
    await dialog.getByRole('button', { name: 'Ajouter l’impôt local' }).click();
    // A slip of the decimal comma is caught before anything is sent, in French.
    await dialog.getByText('Un taux local ne dépasse pas 10 % : vérifiez l’avis').waitFor();
    await dialog.getByLabel('Taux des résidents').fill('1,7');
    await dialog.getByRole('button', { name: 'Ajouter l’impôt local' }).click();
    await toast(page, 'Impôt local ajouté');

    const row = page.getByTestId(`local-tax-pa_eit-${code}`);
    await row.getByText(name).waitFor();
    await row.getByText('Impôt sur le revenu gagné de Pennsylvanie (Act 32)').waitFor();
    expect(await row.textContent()).toMatch(/Résidents 1,7\s%, non-résidents 1\s%/);
    await picture(page, 'local-taxes-fr');
    expect(errors).toEqual([]);
  });
});
