import { readFileSync } from 'node:fs';
import { readAch, writeReturnFile } from '@paydesk/ach';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser } from '../support/browser';
import { at1366, cutTexts } from '../support/layout';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { activeDemoCompanies, approveNextPayroll } from './ach-files-support';
import { picture, signedInPage, url } from './companies-support';
import { tickGridRow } from '../support/grid';

type Approved = Awaited<ReturnType<typeof approveNextPayroll>>;
type PayrollItem = {
  employeeId: string;
  firstName: string;
  lastName: string;
  payStubId: string;
  paymentStatus: string;
  returnCode?: string | null;
};

/** The credits of a NACHA file with their trace numbers, read from the file's entry lines. */
function creditsOf(text: string) {
  const read = readAch(text);
  expect(read.file).toBeDefined();
  const traces = text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('6'))
    .map((line) => ({ code: Number(line.slice(1, 3)), trace: line.slice(79, 94) }));
  const entries = (read.file?.batches ?? []).flatMap((batch) =>
    batch.entries.map((entry) => ({ batch, entry })),
  );
  // The reader keeps the entries in the file's order; the offsets are written after them.
  return entries
    .map((item, index) => ({ ...item, traceNumber: traces[index]?.trace ?? '' }))
    .filter(({ entry }) => entry.transactionCode === 22 || entry.transactionCode === 32);
}

describe('ACH files (the administrator)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const payrolls: Approved[] = [];
  let fileId = '';
  let fileText = '';
  const errors: string[] = [];

  beforeAll(async () => {
    token = (await apiSignIn(demoEmails.admin)).accessToken;
    // Two approved payrolls of two companies: the demo starts without any payroll.
    const companies = await activeDemoCompanies(baseUrl(), token);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    for (const company of companies.slice(0, 2)) {
      payrolls.push(await approveNextPayroll(baseUrl(), token, company.id));
    }
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(
      browser,
      demoEmails.admin,
      {},
      { width: 1440, height: 1000 },
    ));
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('chooses two payrolls of two companies, previews, generates and downloads the file', async () => {
    await page.goto(url('/ach-file-management'));
    await page.getByRole('heading', { name: 'ACH files', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create ACH file' }).click();
    await page.getByRole('heading', { name: 'Create an ACH file', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Approved payrolls' });
    for (const payroll of payrolls) {
      await tickGridRow(grid, payroll.id);
    }
    await page
      .getByTestId('selection-summary')
      .getByText(/^2 payrolls of 2 companies/)
      .waitFor();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('ach-preview');
    await preview.waitFor();
    for (const payroll of payrolls) {
      await preview.getByTestId(`batch-${payroll.companyId}`).waitFor();
    }
    const credit = await preview.getByTestId('preview-credit').textContent();
    expect(credit).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await preview.getByTestId('preview-debit').textContent()).toBe(credit);
    await picture(page, 'ach-create-preview');

    await page.getByRole('button', { name: 'Generate ACH file' }).click();
    const generated = page.getByTestId('ach-generated');
    await generated.getByText('ACH file created').waitFor();
    const name = (await generated.getByTestId('generated-name').textContent()) ?? '';
    fileId = name.replace(/^ach-/, '').replace(/\.txt$/, '');
    expect(await generated.getByTestId('generated-credit').textContent()).toBe(credit);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      generated.getByRole('button', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ach-${fileId}.txt`);
    fileText = readFileSync((await download.path()) ?? '', 'utf8');
    expect(fileText.startsWith('101')).toBe(true);
    await picture(page, 'ach-create-generated');

    // The payrolls are in the file now: no longer offered, and listed with the file.
    await page.goto(url('/ach-file-management'));
    const files = page.getByRole('grid', { name: 'ACH files' });
    await files.locator(`[data-id="${fileId}"]`).waitFor();
    // The file names read in full at 1366 px: they wrap rather than end in an ellipsis.
    expect(await at1366(page, () => cutTexts(files, '.MuiDataGrid-cell'))).toEqual([]);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: `Download ach-${fileId}.txt` }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(`ach-${fileId}.txt`);
    await page.goto(url('/ach-file-management/create'));
    const approved = page.getByRole('grid', { name: 'Approved payrolls' });
    // Loaded: either other payrolls' rows or the empty list's text.
    await approved
      .locator('.MuiDataGrid-row')
      .first()
      .or(approved.getByText('No approved payroll is waiting for payment'))
      .waitFor();
    for (const payroll of payrolls) {
      expect(await approved.locator(`[data-id="${payroll.id}"]`).count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('imports the bank’s return file and shows the failed payment on the payroll', async () => {
    const credits = creditsOf(fileText);
    const returned = credits[0];
    expect(returned?.traceNumber).toMatch(/^\d{15}$/);
    const { batch, entry, traceNumber } = returned!;
    const returnFile = writeReturnFile({
      immediateDestination: fileText.slice(3, 13).trim(),
      immediateDestinationName: 'DEMO ORIGINATING BANK',
      immediateOrigin: entry.routingNumber,
      immediateOriginName: 'RECEIVING BANK',
      createdAt: new Date().toISOString().slice(0, 16) + 'Z',
      companyName: batch.companyName,
      companyIdentification: batch.companyIdentification,
      companyEntryDescription: batch.companyEntryDescription,
      effectiveEntryDate: batch.effectiveEntryDate,
      entries: [
        {
          routingNumber: entry.routingNumber,
          accountNumber: entry.accountNumber,
          amountCents: entry.amountCents,
          individualName: entry.individualName,
          transactionCode: entry.transactionCode,
          originalTraceNumber: traceNumber,
          returnCode: 'R01',
        },
      ],
    });

    await page.goto(url('/ach-file-management'));
    await page.getByRole('button', { name: 'Import return file' }).click();
    const dialog = page.getByRole('dialog', { name: "Import the bank's return file" });
    await dialog.getByTestId('return-file-input').setInputFiles({
      name: 'returns.ach',
      mimeType: 'text/plain',
      buffer: Buffer.from(returnFile),
    });
    await dialog.getByTestId('chosen-file').getByText('returns.ach').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const matched = dialog.getByTestId('returns-matched');
    await matched.getByText('R01').waitFor();
    await matched.getByText('Insufficient Funds', { exact: false }).waitFor();
    await dialog.getByText(/^1 payment failed/).waitFor();
    await picture(page, 'ach-returns-imported');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The payroll holding the returned payment shows it failed, with the bank's code.
    let failed: { payroll: Approved; item: PayrollItem } | undefined;
    for (const payroll of payrolls) {
      const response = await fetch(url(`/api/payrolls/${payroll.id}`), {
        headers: { Authorization: `Bearer ${token}`, 'Company-Id': payroll.companyId },
      });
      const body = (await response.json()) as { items: PayrollItem[] };
      const item = body.items.find((candidate) => candidate.paymentStatus === 'failed');
      if (item) failed = { payroll, item };
    }
    expect(failed).toBeDefined();
    const { payroll, item } = failed!;
    await page.goto(
      url(`/company/${payroll.companyId}/payroll-management?payrollId=${payroll.id}`),
    );
    const view = page.getByRole('dialog', { name: /^Payroll of / });
    await view.getByTestId('payroll-status').getByText('Processing').waitFor();
    await view.getByTestId('payroll-ach-file').getByText(`ach-${fileId}.txt`).waitFor();
    const row = view.getByTestId(`payroll-item-${item.employeeId}`);
    await row.getByTestId('payment-status').getByText('Failed · R01').waitFor();
    const stubLink = row.getByRole('link', {
      name: `Pay stub of ${item.firstName} ${item.lastName}`,
    });
    expect(await stubLink.getAttribute('href')).toBe(
      `/company/${payroll.companyId}/employee-management/profile/${item.employeeId}/pay-stubs/${item.payStubId}`,
    );
    const others = view.locator('[data-testid="payment-status"]', { hasText: 'Pending' });
    expect(await others.count()).toBeGreaterThan(0);
    await picture(page, 'ach-payroll-failed-payment');
    // The file's download from the payroll view is the same file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: `Download ach-${fileId}.txt` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ach-${fileId}.txt`);
    expect(errors).toEqual([]);
  });

  it('shows the server’s refusal naming the payroll when it went into another file meanwhile', async () => {
    // Redwood: the payroll browser test pays Lakeside's employees by check, and checks stay out
    // of ACH files, so a Lakeside payroll may hold nothing to file.
    const company = (await activeDemoCompanies(baseUrl(), token)).find(
      (candidate) => candidate.name === 'Redwood Software Inc',
    );
    if (!company) throw new Error('The demo has no active Redwood Software Inc');
    const next = await approveNextPayroll(baseUrl(), token, company.id);
    await page.goto(url('/ach-file-management/create'));
    const grid = page.getByRole('grid', { name: 'Approved payrolls' });
    await tickGridRow(grid, next.id);
    // Someone else pays it in a file of their own before this page previews it.
    const response = await fetch(url('/api/payments/ach/files'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ payrolls: [next.id] }),
    });
    expect(response.status).toBe(201);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const failure = page.getByTestId('ach-failure');
    await failure.getByText('Failed to preview ach payment').waitFor();
    expect(await failure.textContent()).toContain(next.id);
    expect(await page.getByTestId('ach-preview').count()).toBe(0);
    // The list is read again without it, and nothing stays chosen.
    await grid.locator(`[data-id="${next.id}"]`).waitFor({ state: 'detached' });
    await page
      .getByTestId('selection-summary')
      .getByText('Choose the payrolls and contractor payments to pay.')
      .waitFor();
    await picture(page, 'ach-create-refused');
    expect(errors).toEqual([]);
  });
});
