import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import {
  choose,
  companyIdOf,
  picture,
  signedInPage,
  toast,
  uniqueName,
  url,
} from './companies-support';
import { companyApi, randomSsn, typeDate } from './employees-support';

const viewport = { width: 1440, height: 1000 };

const activeStep = (page: Page, label: string) =>
  page.locator('.MuiStepLabel-label.Mui-active', { hasText: label }).waitFor();

/** Types into a certificate's searchable choice and picks the option that reads `name`. */
async function search(page: Page, field: string, typed: string, name: string): Promise<void> {
  const box = page.getByTestId(`certificate-${field}`).getByRole('combobox');
  await box.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  expect(await box.inputValue()).toBe(name);
}

type StoredEmployee = { stateTax: Record<string, unknown> | null };

describe('a Maryland employee: the MW507 and the county', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let companyId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner, {}, viewport));
    page.on('pageerror', (error) => errors.push(error.message));
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('adds an employee working in Maryland with their MW507 and county; the profile shows it', async () => {
    const email = `${uniqueName('md').replace(/\W+/g, '.')}@example.test`;
    await page.goto(url(`/company/${companyId}/add-employee`));
    await page.getByRole('heading', { name: 'Add an employee', level: 1 }).waitFor();
    await activeStep(page, 'Identity');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Brooks');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('(301) 555-0142');
    await page.getByLabel('SSN or ITIN').fill(randomSsn());
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Address');
    await page.getByLabel('Street address').fill('51 Monroe St');
    await page.getByLabel('City').fill('Rockville');
    await choose(page, 'State', 'Maryland (MD)');
    await page.getByLabel('ZIP code').fill('20850');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Employment');
    await page.getByLabel('Job title').fill('Baker');
    await typeDate(page, 'Hire date', '2026-12-01');
    await choose(page, 'Work state', 'Maryland (MD)');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Pay');
    await choose(page, 'Pay group', 'Bakery crew');
    await choose(page, 'Paid by', 'Hourly');
    await page.getByLabel('Hourly rate').fill('24');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Federal W-4');
    await page.getByLabel('The employee will fill in their W-4').check();
    await page.getByRole('button', { name: 'Next' }).click();

    // The MW507's lines, each named by the tax forms' catalogue.
    await activeStep(page, 'State certificate');
    await page.getByText('Maryland withholding certificate (MW507)').waitFor();
    for (const label of [
      'Exemptions',
      'Additional withholding per paycheck',
      'Lives outside the state',
      'Exempt from state withholding',
      'Domiciled in Pennsylvania (MW507 line 5)',
      'Pennsylvania locality exempt from Maryland local tax (MW507 lines 6–7)',
      'Exempt as a military spouse',
    ]) {
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    await page
      .getByTestId('certificate-reciprocalNonresident')
      .getByText('Lives in a state with a reciprocal agreement', { exact: false })
      .waitFor();
    await choose(page, 'State filing status', 'Married');
    await page.getByLabel('Exemptions', { exact: true }).fill('2');
    // 24 counties and Baltimore City: a list searched as one types.
    const county = page.getByTestId('certificate-countyOfResidence');
    await county.getByText('County of residence').first().waitFor();
    await county.getByRole('combobox').fill('Mont');
    expect(await page.getByRole('option').allTextContents()).toEqual(['Montgomery County']);
    await county.getByRole('combobox').fill('');
    await search(page, 'countyOfResidence', 'Montgomery', 'Montgomery County');
    await picture(page, 'employee-wizard-maryland');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Direct deposit');
    await page.getByLabel('The employee will give their bank account').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Review');
    expect(
      await page
        .getByTestId('review-missing')
        .getByText('No state withholding certificate')
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Add employee' }).click();
    await toast(page, `Ada Brooks was added; an invitation was mailed to ${email}`);
    await page.getByRole('heading', { name: 'Ada Brooks', level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    const stored = await companyApi<StoredEmployee>(token, companyId, 'GET', `/employees/${id}`);
    expect(stored.stateTax).toMatchObject({
      code: 'MD',
      filingStatus: 'married',
      exemptions: 2,
      countyOfResidence: 'montgomery',
    });

    await page.getByRole('tab', { name: 'Taxes' }).click();
    const section = page.getByTestId('section-stateTax');
    await section.getByText('Maryland withholding certificate (MW507)').waitFor();
    const shown = section.getByTestId('certificate-countyOfResidence').getByRole('combobox');
    await expect.poll(() => shown.inputValue()).toBe('Montgomery County');
    await section
      .getByRole('combobox', { name: 'State filing status' })
      .getByText('Married')
      .waitFor();
    expect(await section.getByLabel('Exemptions', { exact: true }).inputValue()).toBe('2');
    await section.scrollIntoViewIfNeeded();
    await picture(page, 'employee-profile-maryland');
    expect(errors).toEqual([]);
  });

  it('reads the MW507 step in French', async () => {
    const french = await signedInPage(browser, demoEmails.owner, { i18n: 'fr' }, viewport);
    try {
      const draft = {
        step: 'state',
        values: {
          firstName: 'Ada',
          lastName: 'Brooks',
          workState: 'MD',
          // The MW507 as the wizard keeps it: its defaults, no county yet.
          stateTax: {
            filingStatus: 'single',
            exemptions: '1',
            additionalWithholdingCents: { text: '0,00', locale: 'fr' },
            countyOfResidence: '',
            nonresident: false,
            exempt: false,
            reciprocalNonresident: false,
            pennsylvaniaResident: false,
            pennsylvaniaLocalExempt: false,
            militarySpouseExempt: false,
          },
        },
      };
      await french.page.goto(url(`/company/${companyId}/employee-management`));
      await french.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        `paydesk.employeeDraft.${companyId}`,
        JSON.stringify(draft),
      ] as const);
      await french.page.goto(url(`/company/${companyId}/add-employee`));
      await french.page.getByTestId('draft-restored').waitFor();
      await french.page.getByText('Certificat de retenue de l’État Maryland (MW507)').waitFor();
      await french.page.getByLabel('Réside hors de l’État', { exact: true }).waitFor();
      await french.page.getByText('Comté de résidence').first().waitFor();
      await french.page
        .getByRole('combobox', { name: 'Situation fiscale dans l’État' })
        .getByText('Célibataire')
        .waitFor();
      await picture(french.page, 'employee-wizard-maryland-fr');
      const county = french.page.getByTestId('certificate-countyOfResidence').getByRole('combobox');
      await county.fill('Balti');
      expect(await french.page.getByRole('option').allTextContents()).toEqual([
        'Comté de Baltimore',
        'Ville de Baltimore',
      ]);
      await picture(french.page, 'employee-wizard-maryland-fr-county');
    } finally {
      await french.context.close();
    }
  });
});
