import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { at1366, cutTexts } from '../support/layout';
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
import { companyApi } from './employees-support';

/** Types a date into a MUI X date field (month, day, year sections in English). */
async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

describe('pay groups and payroll schedules (a company owner)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let companyId: string;
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
    companyId = companyIdOf((await apiSignIn(demoEmails.owner)).accessToken);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('creates a semimonthly group whose preview names the holiday that moves a pay date', async () => {
    // The preview starts today: fix the browser's today so Presidents Day 2027 is in it.
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
    await page.goto(url(`/company/${companyId}`));
    await page.getByRole('link', { name: /Pay groups/ }).click();
    await page.getByRole('heading', { name: 'Pay groups', level: 1 }).waitFor();
    await page.getByTestId('pay-group-Bakery crew').waitFor();

    await page.getByRole('button', { name: 'New pay group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pay group' });
    await dialog.getByTestId('schedule-preview-empty').waitFor();
    const name = uniqueName('Office staff');
    await dialog.getByLabel('Name').fill(name);
    await choose(page, 'Pay frequency', 'Twice a month (24 a year)', dialog);
    await dialog.getByLabel('Second pay day of the month').fill('31');
    await typeDate(page, 'End of the first pay period', '2026-01-15');
    await typeDate(page, 'First pay date', '2026-01-15');

    const preview = dialog.getByTestId('schedule-preview');
    await preview.waitFor();
    expect(await preview.locator('tbody tr').count()).toBe(6);
    await preview.getByText(/Moved from .*: Presidents Day/).waitFor();
    await preview
      .getByText(/Moved from .*: a weekend/)
      .first()
      .waitFor();
    await picture(page, 'pay-group-dialog');

    await dialog.getByRole('button', { name: 'Create pay group' }).click();
    await toast(page, 'Pay group created');
    await page.getByTestId(`pay-group-${name}`).getByText('Twice a month (24 a year)').waitFor();
  });

  it('shows the same holiday on the payroll schedules page, 12 periods a page', async () => {
    await page.goto(url(`/company/${companyId}/payroll-management/schedules`));
    await page.getByRole('heading', { name: 'Payroll schedules', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Pay group' }).click();
    await page
      .getByRole('option', { name: /^Office staff/ })
      .first()
      .click();
    const grid = page.getByRole('grid', { name: 'Payroll schedules' });
    await grid.locator('.MuiDataGrid-row').first().waitFor();
    // The grid draws its rows over several frames once it has measured itself.
    await expect.poll(() => grid.locator('.MuiDataGrid-row').count(), { timeout: 10_000 }).toBe(12);
    // Page forward until a pay date a holiday moved shows (within two years there always is one).
    for (let turn = 0; turn < 4; turn += 1) {
      if ((await grid.getByText(/Moved from .*: (?!a weekend)/).count()) > 0) break;
      await page.getByRole('button', { name: /next page/i }).click();
      await grid.locator('.MuiDataGrid-row').first().waitFor();
    }
    expect(await grid.getByText(/Moved from .*: (?!a weekend)/).count()).toBeGreaterThan(0);
    // At 1366 px the holiday's name and the periods read in full: they wrap, nothing is cut.
    const cutAt1366 = () => at1366(page, () => cutTexts(grid, '.MuiDataGrid-cell, .MuiChip-label'));
    expect(await cutAt1366()).toEqual([]);
    // A year whose tax figures Paydesk does not have yet is marked on its periods.
    for (let turn = 0; turn < 4; turn += 1) {
      if ((await grid.getByTestId('tax-year-missing').count()) > 0) break;
      await page.getByRole('button', { name: /next page/i }).click();
      await grid.locator('.MuiDataGrid-row').first().waitFor();
    }
    await expect(grid.getByTestId('tax-year-missing').first().textContent()).resolves.toMatch(
      /^No 20\d\d tax figures yet$/,
    );
    // Such a period offers no run that would open an empty form: its row says why instead.
    const blocked = grid.locator('.MuiDataGrid-row', { has: page.getByTestId('tax-year-blocked') });
    await blocked
      .first()
      .getByText(/^Opens once the 20\d\d tax figures are published$/)
      .waitFor();
    expect(await blocked.count()).toBeGreaterThan(0);
    expect(await blocked.getByRole('link', { name: 'Start payroll' }).count()).toBe(0);
    expect(await cutAt1366()).toEqual([]);
    await picture(page, 'payroll-schedules');
    expect(errors).toEqual([]);
  });

  it('explains on the start page why a period paid in 2027 cannot run yet', async () => {
    const { accessToken } = await apiSignIn(demoEmails.owner);
    const groups = await companyApi<{ items: { id: string; name: string }[] }>(
      accessToken,
      companyId,
      'GET',
      '/pay-groups',
    );
    const bakery = groups.items.find((group) => group.name === 'Bakery crew');
    // The first period paid in a year without tax figures: next year's, or a later one.
    let later: { periodEnd: string; taxYearMissing: number | null } | undefined;
    for (let year = new Date().getUTCFullYear() + 1; !later && year < 2100; year += 1) {
      const schedule = await companyApi<{
        items: { periodEnd: string; taxYearMissing: number | null }[];
      }>(
        accessToken,
        companyId,
        'GET',
        `/pay-groups/${bakery?.id ?? ''}/payroll-schedules?from=${year}-01-01`,
      );
      later = schedule.items.find((period) => period.taxYearMissing !== null);
    }
    expect(later).toBeDefined();
    const query = new URLSearchParams({
      payGroupId: bakery?.id ?? '',
      periodEnd: later?.periodEnd ?? '',
    });
    await page.goto(url(`/company/${companyId}/payroll-management/create?${query.toString()}`));
    const reason = page.getByTestId('tax-year-blocked');
    await reason.getByText(/tax figures .* are not published yet/).waitFor();
    expect(await reason.textContent()).toContain(`${later?.taxYearMissing ?? ''} tax figures`);
    // The period asked for is the one shown, not another one picked in its place.
    expect(await page.getByRole('combobox', { name: 'Pay period' }).textContent()).toContain(
      `No ${later?.taxYearMissing ?? ''} tax figures yet`,
    );
    expect(await page.getByRole('button', { name: 'Open the draft' }).isDisabled()).toBe(true);
    await picture(page, 'payroll-start-2027');
    expect(errors).toEqual([]);
  });
});
