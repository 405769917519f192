import { readFileSync } from 'node:fs';
import { efw2FileName, w2FileName, type CompanyW2s, type EmployeeW2 } from '@paydesk/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, signedInPage } from './companies-support';
import { companyApi } from './employees-support';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** An amount as the W-2 PDF prints it in a box: digits and cents, no dollar sign. */
const boxAmount = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100);
const employeeIdOf = (accessToken: string): string =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      employeeId: string;
    }
  ).employeeId;

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

  it('walks the checklist, lists each W-2 with the W-3 total, and downloads the EFW2 file, and reads why a refused one is', async () => {
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
    // The demo's SSNs are all ones the SSA issues: the step is done and the file downloads.
    const ssnStep = page.getByTestId('year-end-step-ssn');
    expect(answer.items.every((item) => item.checks.ssn === 'valid')).toBe(true);
    expect(await ssnStep.textContent()).toContain('Done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('year-end-download-efw2').click(),
    ]);
    expect(download.suggestedFilename()).toBe(efw2FileName(year, companyId));
    const records = readFileSync(await download.path(), 'latin1')
      .split('\r\n')
      .filter((record) => record !== '');
    expect(records.map((record) => record.slice(0, 2)).join(' ')).toMatch(/^RA RE( RW)+ RT RF$/);
    expect(records.filter((record) => record.startsWith('RW')).length).toBe(answer.items.length);
    expect(records.every((record) => record.length === 512)).toBe(true);

    // A file the SSA would refuse is explained in the server's words.
    await page.route('**/w2/efw2?*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          detail: "The file does not pass the SSA's checks: record 3 (RW, OWENS, OLIVIA): ssn",
        }),
      }),
    );
    await page.getByTestId('year-end-download-efw2').click();
    const refusal = page.getByTestId('year-end-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /does not pass the SSA's checks: record \d+ \(RW, .+\): ssn/,
    );
    await page.unroute('**/w2/efw2?*');
    expect(errors).toEqual([]);
  });
  it('publishes the W-2s after a confirmation; the employee then downloads theirs from Tax documents', async () => {
    const employeeToken = (await apiSignIn(demoEmails.employee)).accessToken;
    const employeeId = employeeIdOf(employeeToken);
    expect(employeeId).toBeTruthy();
    const before = await fetch(
      new URL(`/api/employees/${employeeId}/w2/${year}`, page.url()).toString(),
      { headers: { Authorization: `Bearer ${employeeToken}`, 'Company-ID': companyId } },
    );
    expect(before.status).toBe(404);

    await page.getByTestId('year-end-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Publish the W-2s of ${year}?`);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('year-end-published').waitFor();
    expect(await page.getByTestId('year-end-publish').count()).toBe(0);

    const own = await companyApi<EmployeeW2>(
      employeeToken,
      companyId,
      'GET',
      `/employees/${employeeId}/w2/${year}`,
    );
    const employee = await signedInPage(browser, demoEmails.employee);
    try {
      const self = employee.page;
      self.on('pageerror', (error) => errors.push(error.message));
      await self.goto(new URL('/employee/dashboard', self.url()).toString());
      const card = self.getByTestId('tax-documents-card');
      await card.waitFor();
      await card.getByTestId('tax-document').first().waitFor();
      expect(await card.textContent()).toContain(`Form W-2 for ${year}`);
      const [download] = await Promise.all([
        self.waitForEvent('download'),
        card.getByRole('button', { name: `Download your W-2 for ${year}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(w2FileName(year));
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
        mergePages: true,
      });
      expect(own.boxes['1']).toBeGreaterThan(0);
      expect(text).toContain(boxAmount(own.boxes['1']));
      expect(own.employer.ein).toBeTruthy();
      expect(text).toContain(own.employer.ein ?? 'no EIN');
    } finally {
      await employee.context.close();
    }
    expect(errors).toEqual([]);
  });
});
