import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import { signedInPage } from './companies-support';

/** Holds the chunks whose file name matches until `release` is called. */
async function holdChunks(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const otherLanguage = /\/assets\/(fr|ro|zh)-[\w-]+\.js$/;
const englishCatalogue = /\/assets\/en-[\w-]+\.js$/;
// A message id shown instead of its text (react-intl shows the id of a message it lacks).
// The admin dashboard's events table lists event codes (payroll.committed), which are data.
const shownText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('table').forEach((table) => table.remove());
    return copy.textContent ?? '';
  });
const rawMessageId =
  /\b(achFiles|auth|bankAccounts|companies|contractors|employees|payGroups|payStubs|paycheck|payroll|site|breadcrumb|common|dashboard|layout|menu|settings|forms|validation|payLine|page)\.[a-z][A-Za-z]*(\.[A-Za-z]+)*/;

describe('pages and languages loaded on demand', () => {
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

  it('shows the spinner while a page that is not prerendered arrives, then the page', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdChunks(page, /\/assets\/reset-password-page-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}/reset-password?token=held`);
    const spinner = page.getByRole('progressbar', { name: 'Loading…' });
    await spinner.waitFor();
    release();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await spinner.count()).toBe(0);
  });

  it('shows the sign-in page from its HTML while its chunk arrives, then takes typing', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdChunks(page, /\/assets\/login-page-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Sign in to Paydesk' }).waitFor();
    const email = page.getByLabel('Email address');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('progressbar', { name: 'Loading…' }).count()).toBe(0);
    release();
    await email.fill(demoEmails.owner);
    expect(await email.inputValue()).toBe(demoEmails.owner);
  });

  it('keeps the page and shows a progress bar until the next page has loaded', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    const release = await holdChunks(page, /\/assets\/paycheck-calculator-page-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Paycheck calculator' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await bar.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    release();
    await page.getByRole('heading', { name: 'Paycheck calculator', level: 1 }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/paycheck-calculator');
  });

  /** The admin's dashboard loaded afresh, with every request it makes from then on. */
  async function freshAdminDashboard(): Promise<{ page: Page; requested: string[] }> {
    const requested: string[] = [];
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await page.getByTestId('profile-button').waitFor();
    return { page, requested };
  }

  it("fetches only the chosen language's texts, another language's when it is chosen", async () => {
    const { page, requested } = await freshAdminDashboard();
    expect(requested.filter((url) => otherLanguage.test(url))).toEqual([]);
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'français', exact: true }).click();
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    const fetched = requested.filter((url) => otherLanguage.test(url));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => /\/fr-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it("downloads a dashboard's own features' texts only, and the rest with the next page", async () => {
    const { page, requested } = await freshAdminDashboard();
    await page.getByTestId('stat-active').waitFor();
    // The shared texts, sign-in's, the site's, the companies', the payroll's and the tax filings'
    // (the count of companies with an overdue deposit).
    expect(requested.filter((url) => englishCatalogue.test(url))).toHaveLength(6);
    expect(await shownText(page)).not.toMatch(rawMessageId);

    await page.getByRole('link', { name: 'Paycheck calculator' }).click();
    await page.getByRole('heading', { name: 'Paycheck calculator', level: 1 }).waitFor();
    expect(requested.filter((url) => englishCatalogue.test(url)).length).toBeGreaterThan(5);
    expect(await shownText(page)).not.toMatch(rawMessageId);
  });

  it.each([
    ['owner', demoEmails.owner, 'Owner dashboard', 'next-pay-date-value'],
    ['employee', demoEmails.employee, 'My dashboard', 'latest-pay-stub-net'],
    ['contractor', demoEmails.contractor, 'My dashboard', 'my-payments'],
  ])("shows every text of the %s's dashboard", async (_role, email, heading, content) => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, email));
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.getByTestId(content).waitFor();
    expect(await shownText(page)).not.toMatch(rawMessageId);
  });
});
