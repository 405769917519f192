import { readFile } from 'node:fs/promises';
import type { FilingList, Form941, TaxDeposit, TaxDepositList } from '@paydesk/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage, toast } from './companies-support';
import { companyApi } from './employees-support';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const statusRank = { overdue: 0, due: 1, upcoming: 2, recorded: 3 } as const;

/** Dollars as Form 941 prints them, without the sign. */
const printed = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

describe('taxes & filings: deposits and forms (a company owner)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let companyId: string;
  const errors: string[] = [];
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.owner, { i18n: 'en' }));
    page.on('pageerror', (error) => errors.push(error.message));
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('shows the next deposit on the dashboard and the page, records its payment, and downloads Form 941', async () => {
    const depositsOf = (of: number) =>
      companyApi<TaxDepositList>(
        token,
        companyId,
        'GET',
        `/companies/${companyId}/tax-deposits?year=${of}`,
      );
    const deposits = await depositsOf(year);
    const rank = (a: TaxDeposit, b: TaxDeposit) =>
      statusRank[a.status] - statusRank[b.status] || a.dueDate.localeCompare(b.dueDate);
    const next = deposits.items.filter((item) => item.status !== 'recorded').sort(rank)[0];
    expect(next).toBeDefined();
    if (!next) return;

    // The dashboard's card reads last year's deposits too (December's fall due in January).
    const lastYear = (await depositsOf(year - 1)).items.filter((i) => i.status !== 'recorded');
    const first = [...lastYear, next].sort(rank)[0] ?? next;
    await page.goto(new URL('/owner/dashboard', page.url()).toString());
    const card = page.getByTestId('next-tax-deposit');
    const sentence = card.getByTestId('next-tax-deposit-text');
    await sentence.waitFor();
    expect(seen(await sentence.textContent())).toBe(
      first.status === 'overdue'
        ? `Overdue tax deposit: ${seen(dollars(first.amountCents))} was due on ${longDate(first.dueDate)}`
        : `Next tax deposit: ${seen(dollars(first.amountCents))} due on ${longDate(first.dueDate)}`,
    );
    expect(await sentence.getAttribute('data-status')).toBe(first.status);
    await picture(page, 'tax-deposit-dashboard-en');
    await card.getByRole('link', { name: 'Open Taxes & filings' }).click();
    await page.waitForURL(`**/company/${companyId}/taxes`);

    await page.getByRole('heading', { name: 'Taxes & filings', level: 1 }).waitFor();
    const depositsCard = page.getByTestId('tax-deposits-card');
    await depositsCard.getByRole('heading', { name: 'Deposits' }).waitFor();
    const nextRow = depositsCard.getByTestId('tax-deposit-next');
    await nextRow.waitFor();
    expect(seen(await nextRow.getByTestId('tax-deposit-amount').textContent())).toBe(
      seen(dollars(next.amountCents)),
    );
    expect(await nextRow.getAttribute('data-status')).toBe(next.status);
    await picture(page, 'tax-deposits-en');

    await nextRow.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a deposit payment' });
    await dialog.waitFor();
    // An IRS deposit's rule (EFTPS's 15 digits), next to the field, before anything is sent.
    if (next.agency === 'irs') {
      await dialog.getByLabel('EFTPS confirmation number').fill('12345');
      await dialog.getByRole('button', { name: 'Record', exact: true }).click();
      await dialog
        .getByText('must be the 15-digit EFTPS confirmation number, digits only')
        .waitFor();
      await picture(page, 'tax-deposits-dialog-en');
    }
    const confirmation = '270112345678901';
    await dialog.getByLabel(/confirmation number/i).fill(confirmation);
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await toast(page, 'Deposit payment recorded');
    await dialog.waitFor({ state: 'detached' });

    const recorded = depositsCard.locator(`[data-status=recorded]`, { hasText: confirmation });
    await recorded.waitFor();
    expect(await recorded.getByTestId('tax-deposit-status').textContent()).toBe('Recorded');
    const after = await companyApi<TaxDepositList>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/tax-deposits?year=${year}`,
    );
    expect(after.items.find((item) => item.id === next.id)).toMatchObject({
      status: 'recorded',
      confirmation,
    });

    // The latest Form 941 whose quarter has ended (else the running one).
    const filings = await companyApi<FilingList>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/filings?year=${year}`,
    );
    const quarters = filings.items.filter((item) => item.form === '941');
    const form941 = [...quarters].reverse().find((item) => item.status === 'ready') ?? quarters[0];
    expect(form941).toBeDefined();
    if (!form941) return;
    const forms = page.getByTestId('tax-forms-card');
    const row = forms.getByTestId(`tax-form-941-${form941.period}`);
    await row.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`941-${form941.period}.pdf`);
    const saved = await download.path();
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The PDF's own text holds the company's EIN and line 12's amount as the API computes them.
    const form = await companyApi<Form941>(
      token,
      companyId,
      'GET',
      `/companies/${companyId}/filings/941?quarter=${form941.period}`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(form.ein).toBeTruthy();
    expect(text).toContain(form.ein ?? 'no EIN');
    expect(text).toContain(printed(form.lines['12']));
    await picture(page, 'tax-forms-en');

    // A return whose quarter has ended is marked filed, today.
    if (form941.status === 'ready') {
      await row.getByRole('button', { name: /^Mark .* as filed$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark a return as filed' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Mark as filed', exact: true }).click();
      await toast(page, 'Return marked as filed');
      await dialog.waitFor({ state: 'detached' });
      await row.getByTestId('tax-form-status').getByText('Filed').waitFor();
      const marked = await companyApi<FilingList>(
        token,
        companyId,
        'GET',
        `/companies/${companyId}/filings?year=${year}`,
      );
      expect(
        marked.items.find((item) => item.form === '941' && item.period === form941.period),
      ).toMatchObject({ status: 'filed', filedOn: expect.any(String) });
    }
    expect(errors).toEqual([]);
  });

  it('shows why Form 940 cannot be drawn instead of failing silently', async () => {
    const row = page.getByTestId(`tax-form-940-${year}`);
    await row.scrollIntoViewIfNeeded();
    const response = await fetch(
      new URL(`/api/companies/${companyId}/filings/940/file?year=${year}`, page.url()),
      { headers: { Authorization: `Bearer ${token}`, 'Company-ID': companyId } },
    );
    if (response.ok) return; // Once the year's credit-reduction states are final, it downloads.
    const problem = (await response.json()) as { detail: string };
    await row.getByRole('button', { name: /^Download PDF/ }).click();
    const alert = page.getByTestId('tax-forms-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(problem.detail);
    await picture(page, 'tax-forms-940-refused-en');
  });

  it('reads right to left in dark mode', async () => {
    await page.evaluate(() =>
      localStorage.setItem(
        'paydesk-config',
        JSON.stringify({ i18n: 'fr', mode: 'dark', themeDirection: 'rtl' }),
      ),
    );
    await page.reload();
    await page.getByTestId('tax-deposits-card').getByTestId('tax-deposits').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await picture(page, 'tax-deposits-fr-rtl-dark');
  });
});
