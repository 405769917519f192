import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage, uniqueName, url } from './companies-support';
import { companyApi } from './employees-support';

const viewport = { width: 1366, height: 900 };

const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

describe('the employee pages in French, dark mode and right to left', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let companyId: string;
  let lenaId: string;
  const email = `${uniqueName('lena').replace(/\W+/g, '.')}@example.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
    // An employee of our own, still onboarding: the W-4, state certificate and bank left to her.
    const created = await companyApi<{ id: string }>(token, companyId, 'POST', '/employees', {
      firstName: 'Lena',
      lastName: 'Park',
      email,
      phoneNumber: '(312) 555-0199',
      address: { addressLine1: '9 Elm St', city: 'Chicago', state: 'IL', zipCode: '60614' },
      employmentType: 'part_time',
      employmentCategory: 'non_exempt',
      jobTitle: 'Cashier',
      hireDate: '2026-12-01',
      workState: 'IL',
      paymentType: 'hourly',
      paymentRate: 1800,
      paymentMethod: 'direct_deposit',
      employeeWillInformFederalTax: true,
      employeeWillInformStateTax: true,
      employeeWillInformBankAccount: true,
    });
    lenaId = created.id;
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('French: the list, the profile’s readiness and tax forms, and the wizard’s messages', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.owner, { i18n: 'fr' }, viewport));
    await page.goto(url(`/company/${companyId}/employee-management`));
    await page.getByRole('heading', { name: 'Salariés', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Salariés' });
    await grid.getByRole('columnheader', { name: 'Groupe de paie' }).waitFor();
    await grid.getByText('En intégration').first().waitFor();
    await picture(page, 'employees-fr-list');

    await page.goto(url(`/company/${companyId}/employee-management/profile/${lenaId}`));
    await page.getByRole('heading', { name: 'Lena Park', level: 1 }).waitFor();
    await page.getByTestId('readiness-card').getByText('Aucun W-4 fédéral').waitFor();
    await page
      .getByTestId('invitation-status')
      .getByText(/Invitation en attente jusqu’au/)
      .waitFor();
    await page.getByRole('tab', { name: 'Impôts' }).click();
    await page.getByRole('heading', { name: 'Certificat de retenue de l’État' }).waitFor();
    await page
      .getByText('Le salarié doit le fournir ; vous pouvez aussi le remplir pour lui.')
      .first()
      .waitFor();
    await picture(page, 'employees-fr-profile-taxes');

    await page.goto(url(`/company/${companyId}/add-employee`));
    await page.getByRole('heading', { name: 'Ajouter un salarié', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByText('Saisissez le prénom').waitFor();
    await page.getByText('Saisissez une adresse e-mail valide').waitFor();
    await picture(page, 'employees-fr-wizard');
  });

  it('dark and right to left: the pages follow, identifiers still read left to right', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(
      browser,
      demoEmails.owner,
      { mode: 'dark', themeDirection: 'rtl' },
      viewport,
    ));
    await page.goto(url(`/company/${companyId}/employee-management`));
    await page.getByRole('heading', { name: 'Employees', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.3);
    await page
      .getByRole('grid', { name: 'Employees' })
      .locator('bdi[dir="ltr"]', { hasText: email })
      .waitFor();
    await picture(page, 'employees-rtl-dark-list');

    await page.goto(url(`/company/${companyId}/employee-management/profile/${lenaId}`));
    await page.getByRole('heading', { name: 'Lena Park', level: 1 }).waitFor();
    await page.locator('header bdi[dir="ltr"]', { hasText: email }).waitFor();
    expect(await page.locator('input[name="legalId"]').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('input[name="phoneNumber"]').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('input[name="address.zipCode"]').getAttribute('dir')).toBe('ltr');
    await picture(page, 'employees-rtl-dark-profile');
  });

  it('right to left in light mode: the wizard and the tax forms', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(
      browser,
      demoEmails.owner,
      { themeDirection: 'rtl' },
      viewport,
    ));
    await page.goto(url(`/company/${companyId}/employee-management/profile/${lenaId}?tab=taxes`));
    await page.getByRole('heading', { name: 'State withholding certificate' }).waitFor();
    // Money inputs keep their digits left to right beside the dollar sign.
    await page.getByTestId('certificate-additionalWithholdingCents').waitFor();
    await page.getByTestId('section-federalTax').scrollIntoViewIfNeeded();
    await picture(page, 'employees-rtl-profile-taxes');

    await page.goto(url(`/company/${companyId}/add-employee`));
    await page.getByRole('heading', { name: 'Add an employee', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter the first name').waitFor();
    await picture(page, 'employees-rtl-wizard');
  });
});
