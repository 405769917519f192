import { readFile } from 'node:fs/promises';
import { addBusinessDays } from '@paydesk/engine/calendar';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { at1366, cutTexts } from '../support/layout';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { api, companyIdOf, picture, signedInPage, toast, url } from './companies-support';

/** Types a date into a MUI X date field (month, day, year sections in English). */
async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** A banking day at least a week ahead, as YYYY-MM-DD: a pay date the API takes. */
function payDateAhead(): string {
  return addBusinessDays(new Date().toISOString().slice(0, 10), 6);
}

const isoDaysBefore = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * Pays every employee of the demo company by check. An employee added by another browser test
 * has no bank account yet, and direct deposit without one keeps a line from being paid (a
 * readiness item); a check needs none. Checks stay out of ACH files, so the ACH browser test
 * files the other demo company's payroll.
 */
async function payByCheck(token: string, companyId: string): Promise<void> {
  const list = await api<{ items: { id: string }[] }>(
    token,
    'GET',
    `/companies/${companyId}/employees`,
  );
  for (const { id } of list.items) {
    const response = await fetch(url(`/api/employees/${id}`), {
      headers: { Authorization: `Bearer ${token}`, 'Company-ID': companyId },
    });
    const employee = (await response.json()) as Record<string, unknown>;
    const put = await fetch(url(`/api/employees/${id}/employment-details`), {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        'Company-ID': companyId,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...employee, paymentMethod: 'check' }),
    });
    expect(put.status).toBe(200);
  }
}

/** Waits until the editor says every change is saved. */
async function saved(page: Page): Promise<void> {
  await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
}

/**
 * Commits the open draft through its confirmation and waits for the approved payroll. With
 * `zeroHours`, the confirmation must name those hourly employees (and no one else) before the
 * owner commits anyway.
 */
async function commit(page: Page, shot: string, zeroHours?: { named: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'Commit payroll' }).click();
  const confirm = page.getByRole('dialog', { name: 'Commit this payroll?' });
  await confirm.getByTestId('commit-cash').waitFor();
  expect(await confirm.getByTestId('commit-cash').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
  await picture(page, `${shot}-confirm`);
  const warning = confirm.getByTestId('zero-hours-warning');
  if (zeroHours) {
    expect((await warning.locator('li').allTextContents()).sort()).toEqual(
      [...zeroHours.named].sort(),
    );
    await confirm.getByRole('button', { name: 'Commit anyway' }).click();
  } else {
    expect(await warning.count()).toBe(0);
    await confirm.getByRole('button', { name: 'Commit', exact: true }).click();
  }
  await toast(page, 'Payroll approved');
  const view = page.getByRole('dialog', { name: /^Payroll of / });
  await view.getByTestId('payroll-status').getByText('Approved').waitFor();
}

describe('running payroll (the demo company owner)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let companyId: string;
  let employeeName: string;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(
      browser,
      demoEmails.owner,
      {},
      { width: 1440, height: 1000 },
    ));
    page.on('pageerror', (error) => errors.push(error.message));
    const { accessToken } = await apiSignIn(demoEmails.owner);
    companyId = companyIdOf(accessToken);
    await payByCheck(accessToken, companyId);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('runs the next regular pay period: changes one employee’s hours, sees the net change, commits', async () => {
    await page.goto(url(`/company/${companyId}/payroll-management`));
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    const group = page.getByTestId('upcoming-Bakery crew');
    await group.getByRole('link', { name: 'Run payroll' }).first().click();
    await page.getByRole('heading', { name: 'Create New Payroll', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open the draft' }).click();
    await page.getByTestId('draft-editor').waitFor();
    await page.getByTestId('summary-grossCents').waitFor();

    // The first hourly line: its hours field names the employee.
    const hours = page.locator('input[aria-label^="Regular hours, "]').first();
    const label = (await hours.getAttribute('aria-label')) ?? '';
    employeeName = label.replace('Regular hours, ', '');
    const employeeId = ((await hours.getAttribute('data-testid')) ?? '').replace(
      'regularHours-',
      '',
    );
    const net = page.getByTestId(`net-${employeeId}`);
    const netBefore = await net.textContent();
    const grossBefore = await page.getByTestId('summary-grossCents').textContent();

    await hours.fill('32.5');
    await saved(page);
    await page.waitForFunction(
      ([id, before]) => document.querySelector(`[data-testid="net-${id}"]`)?.textContent !== before,
      [employeeId, netBefore] as const,
    );
    expect(await net.textContent()).not.toBe(netBefore);
    expect(await page.getByTestId('summary-grossCents').textContent()).not.toBe(grossBefore);
    expect(await hours.inputValue()).toBe('32.5');
    await page.getByTestId('payroll-ready').waitFor();
    await picture(page, 'payroll-draft-editor');
    // At 1366 px the whole table fits: no column lies under the net pay kept in view.
    await at1366(page, async () => {
      const table = page.getByTestId('draft-lines');
      const [taxes, netPay] = await Promise.all(
        ['Taxes', 'Net pay'].map((name) =>
          table.getByRole('columnheader', { name, exact: true }).boundingBox(),
        ),
      );
      expect((taxes?.x ?? 0) + (taxes?.width ?? 0)).toBeLessThanOrEqual((netPay?.x ?? 0) + 1);
      const overflow = await table.evaluate(
        (element) =>
          (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await picture(page, 'payroll-draft-editor-1366');
    });

    // The other hourly employees still have no hours: the commit names them first.
    const idle = await page.locator('input[aria-label^="Regular hours, "]').evaluateAll((inputs) =>
      inputs
        .filter((input) => {
          const row = input.closest('tr');
          const overtime = row?.querySelector<HTMLInputElement>(
            'input[aria-label^="Overtime hours, "]',
          );
          return (input as HTMLInputElement).value === '0' && overtime?.value === '0';
        })
        .map((input) => (input.getAttribute('aria-label') ?? '').replace('Regular hours, ', '')),
    );
    expect(idle.length).toBeGreaterThan(0);
    expect(idle).not.toContain(employeeName);
    await commit(page, 'payroll-regular', { named: idle });
    await picture(page, 'payroll-approved');
    await page.keyboard.press('Escape');
    const grid = page.getByRole('grid', { name: 'Payrolls' });
    await grid.getByText('Approved').first().waitFor();
    // The list's pay periods read in full at 1366 px too.
    expect(await at1366(page, () => cutTexts(grid, '.MuiDataGrid-cell'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('downloads the register, edits the approved payroll, then cancels it', async () => {
    await page.goto(url(`/company/${companyId}/payroll-management?status=approved`));
    const grid = page.getByRole('grid', { name: 'Payrolls' });
    await grid.getByText('Regular').first().click();
    const view = page.getByRole('dialog', { name: /^Payroll of / });
    await view.getByTestId('payroll-status').getByText('Approved').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Download register' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payroll-register-.+\.csv$/);
    // All the stubs as one ZIP, made by a job on the server: a ZIP of one PDF per stub.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Download all pay stubs' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^pay_stubs_.+\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await zip.path()))));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((name) => /pay_stub_.+\.pdf$/.test(name))).toBe(true);
    await view.getByRole('button', { name: 'Download all pay stubs' }).waitFor();

    await view.getByRole('link', { name: 'Edit payroll' }).click();
    await page.getByRole('heading', { name: 'Edit Payroll', level: 1 }).waitFor();
    await page.getByTestId('draft-editor').waitFor();
    const overtime = page.getByLabel(`Overtime hours, ${employeeName}`);
    const net = page.locator(`[data-testid^="net-"]`).first();
    const netBefore = await net.textContent();
    await overtime.fill('4');
    await saved(page);
    expect(await net.textContent()).not.toBe(netBefore);
    await page.getByRole('button', { name: 'Replace payroll' }).click();
    // The hourly employees without hours are named again; the owner goes on.
    const confirmReplace = page.getByRole('dialog', { name: 'Commit this payroll?' });
    await confirmReplace.getByTestId('zero-hours-warning').waitFor();
    await confirmReplace.getByRole('button', { name: 'Replace anyway' }).click();
    await toast(page, 'Payroll replaced');
    const replaced = page.getByRole('dialog', { name: /^Payroll of / });
    await replaced.getByTestId('payroll-status').getByText('Approved').waitFor();

    await replaced.getByRole('button', { name: 'Cancel payroll' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this payroll?' })
      .getByRole('button', { name: 'Cancel payroll' })
      .click();
    await toast(page, 'Payroll cancelled');
    await replaced.getByTestId('payroll-status').getByText('Cancelled').waitFor();
    expect(await replaced.getByRole('button', { name: 'Cancel payroll' }).count()).toBe(0);
    await picture(page, 'payroll-cancelled');
    expect(errors).toEqual([]);
  });

  it('says so when someone else saved the draft meanwhile, then deletes the draft', async () => {
    await page.goto(url(`/company/${companyId}/payroll-management/create`));
    await page.getByRole('button', { name: 'Open the draft' }).click();
    await page.getByTestId('draft-editor').waitFor();
    const draftAddress = page.url();
    const other = await signedInPage(browser, demoEmails.owner, {}, { width: 1440, height: 1000 });
    try {
      await other.page.goto(draftAddress);
      await other.page.getByTestId('draft-editor').waitFor();
      const label = `Regular hours, ${employeeName}`;
      await page.getByLabel(label).fill('20');
      await saved(page);
      // The other tab still holds the version read before that save.
      const theirs = other.page.getByLabel(label);
      await theirs.fill('25');
      await toast(other.page, 'Someone else changed this draft in the meantime');
      await other.page.waitForFunction(
        (name) =>
          (document.querySelector(`input[aria-label="${name}"]`) as HTMLInputElement | null)
            ?.value === '20',
        label,
      );
      await picture(other.page, 'payroll-draft-conflict');
    } finally {
      await other.context.close();
    }
    // A pay date can move; the lines are computed again for it.
    const shownDate = await page.getByTestId('draft-pay-date').textContent();
    await page.getByTestId('draft-heading').getByRole('button', { name: 'Change' }).click();
    const moveDate = page.getByRole('dialog', { name: 'Change the pay date' });
    // A banking day that is not the pay date shown (the scheduled one can fall on it).
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const shows = (isoDate: string) =>
      (shownDate ?? '').includes(longDate.format(new Date(`${isoDate}T00:00:00Z`)));
    const earlier = addBusinessDays(payDateAhead(), -1);
    await typeDate(page, 'Pay date', shows(earlier) ? payDateAhead() : earlier);
    await moveDate.getByRole('button', { name: 'Change pay date' }).click();
    await moveDate.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="draft-pay-date"]')?.textContent !== before,
      shownDate,
    );
    // Once deleted, the draft is not asked for again (it would answer 404).
    const draftPath = `/api/payroll-drafts/${new URL(draftAddress).searchParams.get('draftId')}`;
    const draftCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === draftPath) draftCalls.push(request.method());
    });
    await page.getByRole('button', { name: 'Delete draft' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this draft?' })
      .getByRole('button', { name: 'Delete draft' })
      .click();
    await toast(page, 'Draft deleted');
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    await page.getByTestId('upcoming-Bakery crew').waitFor();
    await page.waitForTimeout(500);
    expect(draftCalls).toEqual(['DELETE']);
    expect(errors).toEqual([]);
  });

  it('runs an off-cycle bonus for one employee', async () => {
    await page.goto(url(`/company/${companyId}/payroll-management/create`));
    await page.getByRole('tab', { name: 'Off-cycle run' }).click();
    const form = page.getByTestId('off-cycle-form');
    await form.waitFor();
    const payDate = payDateAhead();
    await typeDate(page, 'Pay date', payDate);
    await typeDate(page, 'Period start', isoDaysBefore(payDate, 13));
    await typeDate(page, 'Period end', payDate);
    const picker = form.getByRole('combobox', { name: 'Employees' });
    await picker.fill(employeeName.split(' ')[0] ?? employeeName);
    await page.getByRole('option', { name: employeeName }).click();
    await picture(page, 'payroll-off-cycle-form');
    await form.getByRole('button', { name: 'Create draft' }).click();

    await page.getByTestId('draft-editor').waitFor();
    await page.getByTestId('draft-heading').getByText('Off-cycle: bonus').waitFor();
    expect(await page.getByTestId('summary-employees').textContent()).toContain('1');
    const bonus = page.getByLabel(`Bonus, ${employeeName}`);
    await bonus.fill('500');
    await saved(page);
    await page.getByTestId('summary-grossCents').getByText('$500.00').waitFor();
    await picture(page, 'payroll-off-cycle-editor');

    await commit(page, 'payroll-off-cycle');
    await page
      .getByRole('dialog', { name: /^Payroll of / })
      .getByText(/Off-cycle: bonus/)
      .waitFor();
    await picture(page, 'payroll-off-cycle-approved');
    expect(errors).toEqual([]);
  });

  it('shows the next pay date and the payroll cost on the owner dashboard', async () => {
    await page.goto(url('/owner/dashboard'));
    await page.getByTestId('next-pay-date-value').waitFor();
    await page
      .getByTestId('payroll-cost')
      .locator('svg [data-testid="cost-bar"]')
      .first()
      .waitFor();
    await picture(page, 'payroll-owner-dashboard');
    expect(errors).toEqual([]);
  });

  it('reads in dark mode, right to left, with money left to right', async () => {
    const dark = await signedInPage(
      browser,
      demoEmails.owner,
      { mode: 'dark', themeDirection: 'rtl' },
      { width: 1440, height: 1000 },
    );
    try {
      await dark.page.goto(url(`/company/${companyId}/payroll-management/create`));
      await dark.page.getByRole('button', { name: /Open the draft|Continue the draft/ }).click();
      await dark.page.getByTestId('draft-editor').waitFor();
      expect(await dark.page.evaluate(() => document.dir)).toBe('rtl');
      const cash = dark.page.getByTestId('summary-cashRequirementCents').locator('bdi');
      expect(await cash.getAttribute('dir')).toBe('ltr');
      await picture(dark.page, 'payroll-editor-dark-rtl');
    } finally {
      await dark.context.close();
    }
  });
});
