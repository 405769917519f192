import type { CompanyW2s } from '@paydesk/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, signedInPage } from './companies-support';
import { companyApi } from './employees-support';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('year end (a company owner)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let companyId: string;
  const errors: string[] = [];
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner));
    page.on('pageerror', (error) => errors.push(error.message));
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('walks the checklist, lists each W-2 with the W-3 total, and reads why the EFW2 file is refused', async () => {
    const answer = await companyApi<CompanyW2s>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/w2?year=${year}`,
    );
    await page.goto(new URL(`/company/${companyId}/year-end?year=${year}`, page.url()).toString());
    await page.getByTestId('year-end-checklist').waitFor();
    const rows = page.getByTestId('year-end-w2-row');
    expect(await rows.count()).toBe(answer.items.length);
    expect(seen(await page.getByTestId('year-end-w3-row').textContent())).toContain(
      dollars(answer.w3['1']),
    );
    // The demo's SSNs begin with 9, which the SSA never issues: the step is to do, by name.
    const ssnStep = page.getByTestId('year-end-step-ssn');
    const invalid = answer.items.filter((item) => item.checks.ssn !== 'valid');
    expect(invalid.length).toBeGreaterThan(0);
    expect(await ssnStep.textContent()).toContain('To do');
    expect(await ssnStep.textContent()).toContain(invalid[0]?.name ?? 'no name');

    await page.getByTestId('year-end-download-efw2').click();
    const refusal = page.getByTestId('year-end-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /does not pass the SSA's checks: record \d+ \(RW, .+\): ssn/,
    );
    expect(errors).toEqual([]);
  });
});
