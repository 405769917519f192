import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { choose, pathOf, uniqueName, url } from './companies-support';

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();
const stepHeading = (page: Page, name: string) =>
  page.locator('.MuiStepLabel-label.Mui-active', { hasText: name }).waitFor();

async function fillAddress(page: Page, scope: Locator, street: string, city: string, zip: string) {
  await scope.getByLabel('Street address').fill(street);
  await scope.getByLabel('City').fill(city);
  await choose(page, 'State', 'Alabama (AL)', scope);
  await scope.getByLabel('ZIP code').fill(zip);
}

describe('the employer onboarding wizard (a new owner)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('signs up, fills the wizard across a reload, submits and sees the checklist', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const companyName = uniqueName('Montgomery Tailors');
    const email = `${companyName.replace(/\W+/g, '-').toLowerCase()}@example.test`;

    await page.goto(url('/register'));
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Parks');
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('(312) 555-0140');
    await page.getByLabel('Password', { exact: true }).fill('tailor password 2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((address) => address.pathname === '/employer-onboarding-wizard');

    // Step 1: the company name comes from sign-up; the rest is checked before moving on.
    await stepHeading(page, 'Company and legal entity');
    expect(await page.getByLabel('Company name').inputValue()).toBe(companyName);
    await next(page);
    await page.getByText('Enter the EIN as NN-NNNNNNN').waitFor();
    await page.getByText('Choose form 941 or 944').waitFor();
    await page.getByText('Choose an industry').waitFor();
    await page.getByLabel('Federal EIN').fill('63-1234567');
    await choose(page, 'Federal filing form', 'Form 941 (quarterly)');
    await choose(page, 'Business entity type', 'Limited liability company (LLC)');
    await choose(page, 'Industry', 'Retail trade');
    await page.getByLabel('Registered with the IRS').check();
    await next(page);

    // Step 2: physical address; mailing repeats it; legal filing has its own.
    await stepHeading(page, 'Addresses');
    await next(page);
    await page
      .getByTestId('physicalAddress-fields')
      .getByText('Enter the street address')
      .waitFor();
    await fillAddress(
      page,
      page.getByTestId('physicalAddress-fields'),
      '10 Dexter Ave',
      'Montgomery',
      '36104',
    );
    expect(await page.getByTestId('mailingAddress-fields').count()).toBe(0);
    const legalSame = page.getByRole('checkbox', { name: 'Same as the physical address' }).nth(1);
    await legalSame.uncheck();
    await fillAddress(
      page,
      page.getByTestId('legalFilingAddress-fields'),
      '1 Court Sq',
      'Selma',
      '36701',
    );
    await next(page);

    // Step 3 is saved in the draft: a reload opens it again with everything typed so far.
    await stepHeading(page, 'Owners');
    await page.reload();
    await stepHeading(page, 'Owners');
    const main = page.getByTestId('owner-fields-mainOwner');
    expect(await main.getByLabel('First name').inputValue()).toBe('Rosa');
    expect(await main.getByLabel('Ownership percentage').inputValue()).toBe('100');
    await back(page);
    await stepHeading(page, 'Addresses');
    const legal = page.getByTestId('legalFilingAddress-fields');
    expect(await legal.getByLabel('City').inputValue()).toBe('Selma');
    expect(
      await page.getByTestId('physicalAddress-fields').getByLabel('Street address').inputValue(),
    ).toBe('10 Dexter Ave');
    await back(page);
    await stepHeading(page, 'Company and legal entity');
    expect(await page.getByLabel('Federal EIN').inputValue()).toBe('63-1234567');
    await next(page);
    await next(page);

    // Owners: a co-owner, with a total the contract refuses first.
    await stepHeading(page, 'Owners');
    await page.getByRole('button', { name: 'Add a co-owner' }).click();
    const coOwner = page.getByTestId('owner-fields-owners.0');
    await coOwner.getByLabel('First name').fill('Edgar');
    await coOwner.getByLabel('Last name').fill('Nixon');
    await coOwner.getByLabel('Email address').fill(`co-${email}`);
    await coOwner.getByLabel('Phone number').fill('(334) 555-0101');
    await coOwner.getByLabel('Ownership percentage').fill('30');
    await next(page);
    await page.getByText('Ownership adds up to more than 100%').waitFor();
    await main.getByLabel('Ownership percentage').fill('70');
    await page.getByTestId('wizard-total').getByText('Total ownership: 100%').waitFor();
    await next(page);

    // Review and submit: the checklist says what is done and what comes next.
    await stepHeading(page, 'Review and submit');
    const review = page.getByTestId('wizard-review');
    expect(await review.getByTestId('review-name').textContent()).toBe(companyName);
    await review.getByText('Edgar Nixon', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByTestId('wizard-result');
    await result.getByText('Onboarding submitted.', { exact: false }).waitFor();
    for (const key of ['company_details', 'addresses', 'owners']) {
      expect(await result.getByTestId(`checklist-${key}`).getAttribute('data-state')).toBe('done');
    }
    expect(await result.getByTestId('checklist-funding_account').getAttribute('data-state')).toBe(
      'next',
    );
    expect(await result.getByTestId('checklist-pay_group').getAttribute('data-state')).toBe(
      'later',
    );

    // The owner's dashboard shows the company and the same checklist.
    await page.goto(url('/owner/dashboard'));
    await page.getByTestId('owner-company-name').getByText(companyName).waitFor();
    const checklist = page.getByTestId('onboarding-checklist');
    await checklist.getByText('3 of 5 steps done').waitFor();
    // The funding account step opens the company's settings, where its card says it is missing.
    await checklist.getByTestId('checklist-funding_account').click();
    await page.waitForURL((address) => address.pathname.startsWith('/company/'));
    expect(pathOf(page)).toMatch(/^\/company\/[^/]+\/view-and-config$/);
    await page.getByRole('heading', { name: companyName }).waitFor();
    await page.getByTestId('company-funding-account').getByTestId('funding-missing').waitFor();
  });
});
