import { readFileSync } from 'node:fs';
import {
  efw2FileName,
  w2CopiesDFileName,
  w2FileName,
  w3FileName,
  type CompanyW2s,
  type EmployeeW2,
} from '@paydesk/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage } from './companies-support';
import { companyApi } from './employees-support';
import { hireAndPayTwice, voidPayment } from './year-end-support';

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
  let own: Awaited<ReturnType<typeof hireAndPayTwice>>;
  const yearEndPath = () => `/company/${companyId}/year-end?year=${year}`;
  /** Clicks a download button of the page; answers the file's name and its text. */
  const downloadedPdf = async (testId: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(testId).click(),
    ]);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    return { name: download.suggestedFilename(), text };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner));
    page.on('pageerror', (error) => errors.push(error.message));
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
    // An employee of our own, paid twice before the W-2s are published: one stub is voided after.
    own = await hireAndPayTwice(token, companyId, year);
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
  it('shows the W-2 a stub voided after publishing changed, each box before and after', async () => {
    const voided = own.stubs[1];
    if (!voided) throw new Error('Our employee has no second stub');
    await voidPayment(token, companyId, own.id, voided);
    const answer = await companyApi<CompanyW2s>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/w2?year=${year}`,
    );
    const mine = answer.items.find((item) => item.employeeId === own.id);
    const correction = mine?.changedSincePublishing;
    if (!mine || !correction) throw new Error('Our employee’s W-2 is not marked changed');
    const [before, after] = [correction.before['1'], mine.boxes['1']];
    expect(after).toBeLessThan(before);

    await page.goto(new URL(yearEndPath(), page.url()).toString());
    const card = page.getByTestId('year-end-corrections');
    await card.waitFor();
    const row = card.getByTestId('year-end-correction').filter({ hasText: own.name });
    await row.waitFor();
    const text = seen(await row.textContent());
    expect(text).toContain(`Box 1: ${dollars(before)} → ${dollars(after)}`);
    if (correction.before['2'] !== mine.boxes['2'])
      expect(text).toContain(
        `Box 2: ${dollars(correction.before['2'])} → ${dollars(mine.boxes['2'])}`,
      );
    await picture(page, 'year-end-light');
    expect(errors).toEqual([]);
  });

  it('enters the state ID number from the checklist; copy D and the W-3 PDFs print it with the figures', async () => {
    const stateId = `IL-${Date.now().toString(36).toUpperCase()}`;
    const step = page.getByTestId('year-end-step-stateIds');
    // The step's entries: the states the W-2s lack an employer's state ID number for.
    const missing = () =>
      page.evaluate(() =>
        (
          document.querySelector('[data-testid="year-end-step-stateIds"] span[dir="auto"]')
            ?.textContent ?? ''
        ).split(', '),
      );
    expect(await missing()).toContain('IL');
    await step.getByRole('button', { name: 'Enter state ID numbers' }).click();
    const dialog = page.getByRole('dialog', { name: "Employer's state ID numbers" });
    await dialog.getByRole('textbox', { name: 'Illinois (IL)' }).fill(stateId);
    await picture(page, 'year-end-state-ids-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        !(
          document.querySelector('[data-testid="year-end-step-stateIds"] span[dir="auto"]')
            ?.textContent ?? ''
        )
          .split(', ')
          .includes('IL'),
    );
    expect(await missing()).not.toContain('IL');

    const answer = await companyApi<CompanyW2s>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/w2?year=${year}`,
    );
    const mine = answer.items.find((item) => item.employeeId === own.id);
    expect(mine?.boxes['15-20'].map((row) => row.stateIdNumber)).toContain(stateId);
    const w2 = await companyApi<EmployeeW2>(
      token,
      companyId,
      'GET',
      `/employees/${own.id}/w2/${year}`,
    );
    const copyD = await downloadedPdf('year-end-download-copyD');
    expect(copyD.name).toBe(w2CopiesDFileName(year, companyId));
    expect(copyD.text.match(/Copy D/g)?.length).toBe(answer.items.length);
    expect(copyD.text).toContain(boxAmount(w2.boxes['1']));
    expect(copyD.text).toContain(w2.employer.ein ?? 'no EIN');
    expect(copyD.text).toContain(stateId);

    const w3 = await downloadedPdf('year-end-download-w3');
    expect(w3.name).toBe(w3FileName(year, companyId));
    expect(w3.text).toContain('Form W-3');
    expect(w3.text).toContain(boxAmount(answer.w3['1']));
    expect(w3.text).toContain(boxAmount(answer.w3['2']));
    // Box 15 names the one state with its number; an X when the W-2s report several.
    const states = new Set(answer.items.flatMap((item) => item.boxes['15-20'].map((r) => r.state)));
    if (states.size === 1) expect(w3.text).toContain(stateId);
    else expect(w3.text).toMatch(/Employer’s state ID number\s+X\b/);
    expect(errors).toEqual([]);
  });

  it('draws the page and the dialog in dark mode and right to left', async () => {
    const looks = [
      ['dark', { mode: 'dark' }],
      ['rtl', { themeDirection: 'rtl' }],
    ] as const;
    for (const [name, settings] of looks) {
      const other = await signedInPage(browser, demoEmails.owner, settings);
      try {
        other.page.on('pageerror', (error) => errors.push(error.message));
        await other.page.goto(new URL(yearEndPath(), other.page.url()).toString());
        await other.page.getByTestId('year-end-corrections').waitFor();
        expect(await other.page.evaluate(() => document.dir || 'ltr')).toBe(
          name === 'rtl' ? 'rtl' : 'ltr',
        );
        await picture(other.page, `year-end-${name}`);
        await other.page.getByTestId('year-end-state-ids').click();
        await other.page
          .getByRole('dialog')
          .getByRole('textbox', { name: 'Illinois (IL)' })
          .waitFor();
        await picture(other.page, `year-end-${name}-state-ids`);
      } finally {
        await other.context.close();
      }
    }
    expect(errors).toEqual([]);
  });
});
