import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import {
  adminToken,
  api,
  choose,
  pathOf,
  signedInPage,
  uniqueName,
  url,
} from './companies-support';

const rows = (page: Page) => page.locator('.MuiDataGrid-row');

describe('the company list (administrators)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let token: string;
  // Our own companies, so the counts do not depend on what other test files create.
  const prefix = uniqueName('Pager');
  const name = (index: number) => `${prefix} ${String(index).padStart(2, '0')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    for (let index = 1; index <= 23; index += 1) {
      await api(token, 'POST', '/companies', { name: name(index) });
    }
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('pages through more than 20 companies with Page-Key cursors, 20 a page', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/companies'));
    await page.getByRole('heading', { name: 'Companies', exact: true }).waitFor();
    await page.getByLabel('Search by name').fill(prefix);
    await page.waitForURL((address) => address.searchParams.get('q') === prefix);
    await page.getByText('1–20 of 23').waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(20);
    await rows(page).first().getByText(name(1)).waitFor();

    const nextRequest = page.waitForRequest(
      (request) =>
        request.url().includes('/api/companies?') && Boolean(request.headers()['page-key']),
    );
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const sent = await nextRequest;
    expect(sent.headers()['page-size']).toBe('20');
    await page.getByText('21–23 of 23').waitFor();
    await rows(page).first().getByText(name(21)).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(3);

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.getByText('1–20 of 23').waitFor();
    await rows(page).first().getByText(name(1)).waitFor();

    // A row opens its company.
    await rows(page).nth(4).click();
    await page.waitForURL((address) => address.pathname.startsWith('/company/'));
    await page.getByRole('heading', { name: name(5) }).waitFor();
  });

  it('links the dashboard’s numbers to the filtered list', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/dashboard'));
    await page.getByTestId('stat-onboarding').click();
    await page.waitForURL((address) => address.search === '?status=onboarding');
    await page.getByText(/^1–\d+ of \d+$/).waitFor();
    const statuses = await page
      .locator('.MuiDataGrid-row [data-testid=company-status]')
      .allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Onboarding']));
  });

  it('shows the server’s detail when the list cannot be read', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.route('**/api/companies?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          status: 503,
          title: 'Unavailable',
          detail: 'The database is resting.',
        }),
      }),
    );
    await page.goto(url('/companies?q=x'));
    await page.getByRole('alert').getByText('The database is resting.').waitFor();
  });

  it('lets an administrator choose the company to onboard', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/dashboard'));
    const drawer = page.getByTestId('side-drawer');
    await drawer.getByRole('button', { name: 'Companies' }).click();
    // The group opens with an animation: its link is clicked once the group has opened, so the
    // click cannot land on a neighbour still moving.
    await drawer
      .locator('.MuiCollapse-entered')
      .getByRole('link', { name: 'Onboard a company' })
      .click();
    await page.waitForURL((address) => address.pathname === '/employer-onboarding-wizard');
    await page.getByRole('heading', { name: 'Company onboarding' }).waitFor();
    await page.getByLabel('Company', { exact: true }).fill('Harbor');
    await page.getByRole('option', { name: 'Harbor Landscaping Co' }).click();
    await page.waitForURL((address) => address.search.startsWith('?companyId='));
    expect(await page.getByLabel('Company name').inputValue()).toBe('Harbor Landscaping Co');
  });

  it('creates a company through the dialog, field errors first', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/companies'));
    await page.getByRole('button', { name: 'New company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a company' });
    await dialog.getByLabel('Federal EIN').fill('00-1234567');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Enter the company name').waitFor();
    await dialog.getByText('This EIN prefix is not one the IRS assigns').waitFor();

    const created = uniqueName('Dialog Bakery');
    await dialog.getByLabel('Company name').fill(created);
    await dialog.getByLabel('Federal EIN').fill('123456780');
    await choose(page, 'Federal filing form', 'Form 944 (annual)', dialog);
    await choose(page, 'Business entity type', 'Limited liability company (LLC)', dialog);
    await choose(page, 'Industry', 'Retail trade', dialog);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((address) => /^\/company\/[^/]+$/.test(address.pathname));
    await page.getByRole('heading', { name: created }).waitFor();
    expect(await page.getByTestId('company-ein').textContent()).toBe('12-3456780');
    expect(await page.getByTestId('company-status').first().textContent()).toBe('Onboarding');
    expect(pathOf(page)).toMatch(/^\/company\//);
  });
});
