import { readFileSync } from 'node:fs';
import { previousBusinessDay } from '@paydesk/engine/calendar';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage, toast, url } from './companies-support';
import { companyApi } from './employees-support';

const viewport = { width: 1366, height: 900 };

type Claims = { companyId: string; employeeId: string };
type Employee = {
  id: string;
  firstName: string;
  lastName: string;
  /** The employee record names its pay group's id in `payGroup`. */
  payGroup: string;
  paymentType: 'salary' | 'hourly';
};
type Draft = { draftId: string; version: number };
type Payroll = { id: string; status: string; items: { employeeId: string; payStubId: string }[] };

const claimsOf = (accessToken: string): Claims =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;

const isoDaysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * An approved off-cycle payroll that pays only the demo employee (a correction with hours and a
 * bonus), committed through the API as the owner, paid after the demo's history: the latest stub.
 */
async function payTheDemoEmployee(
  ownerToken: string,
  companyId: string,
  employee: Employee,
): Promise<{ payrollId: string; stubId: string; payDate: string }> {
  // A banking day: the API refuses a pay date on a weekend or a bank holiday.
  const payDate = previousBusinessDay(isoDaysFromToday(10));
  const created = await companyApi<Draft>(ownerToken, companyId, 'POST', '/payroll-drafts', {
    payGroupId: employee.payGroup,
    offCycle: {
      reason: 'correction',
      payDate,
      periodStart: isoDaysFromToday(-20),
      periodEnd: isoDaysFromToday(-7),
      employeeIds: [employee.id],
      withholding: 'regular',
    },
  });
  const draft = await companyApi<Draft>(
    ownerToken,
    companyId,
    'GET',
    `/payroll-drafts/${created.draftId}`,
  );
  await companyApi(ownerToken, companyId, 'PUT', `/payroll-drafts/${created.draftId}`, {
    version: draft.version,
    lines: [
      {
        employeeId: employee.id,
        bonusCents: 25_000,
        ...(employee.paymentType === 'hourly' ? { regularHours: 40 } : {}),
      },
    ],
  });
  const payroll = await companyApi<Payroll>(ownerToken, companyId, 'POST', '/payrolls', {
    draftId: created.draftId,
  });
  expect(payroll.status).toBe('approved');
  const stubId = payroll.items.find((item) => item.employeeId === employee.id)?.payStubId;
  if (!stubId) throw new Error('The payroll holds no stub of the demo employee');
  return { payrollId: payroll.id, stubId, payDate };
}

describe('pay stubs: the employee reads and downloads, the owner voids', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let companyId: string;
  let employee: Employee;
  let stubId: string;
  const errors: string[] = [];

  const open = async (email: string, settings: Record<string, unknown> = {}): Promise<Page> => {
    const signedIn = await signedInPage(browser, email, settings, viewport);
    context = signedIn.context;
    signedIn.page.on('pageerror', (error) => errors.push(error.message));
    return signedIn.page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const ownerToken = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(ownerToken);
    const { employeeId } = claimsOf((await apiSignIn(demoEmails.employee)).accessToken);
    employee = await companyApi<Employee>(ownerToken, companyId, 'GET', `/employees/${employeeId}`);
    ({ stubId } = await payTheDemoEmployee(ownerToken, companyId, employee));
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => browser.close());

  it('the employee opens the latest stub from the dashboard and downloads it as pay_stub_{id}.pdf', async () => {
    // Other browser tests may have paid the demo employee too: the card shows the newest stub
    // that is not voided, which is ours unless a later one exists.
    const employeeToken = (await apiSignIn(demoEmails.employee)).accessToken;
    const list = await companyApi<{ items: { id: string; status: string }[] }>(
      employeeToken,
      companyId,
      'GET',
      `/pay-stubs?employeeId=${employee.id}`,
    );
    const latestId = list.items.find((item) => item.status === 'issued')?.id;
    expect(list.items.map((item) => item.id)).toContain(stubId);
    const page = await open(demoEmails.employee);
    await page.goto(url('/employee/dashboard'));
    const card = page.getByTestId('latest-pay-stub');
    await card.getByTestId('latest-pay-stub-net').waitFor();
    expect(await card.getByTestId('latest-pay-stub-net').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    // The newest stub is paid on a day still to come: its money has not left yet.
    expect(await card.getByTestId('latest-pay-stub-date').textContent()).toMatch(
      /^Payment scheduled for \w+ \d{1,2}, \d{4}$/,
    );
    await picture(page, 'pay-stubs-dashboard');

    await card.getByRole('link', { name: 'Open pay stub' }).click();
    await page.waitForURL(`**/employee/pay-stubs/${latestId}`);
    const paper = page.getByTestId('pay-stub-paper');
    await paper.waitFor();
    await page.getByRole('heading', { name: 'Pay stub', level: 1 }).waitFor();
    await paper.getByText(`${employee.firstName} ${employee.lastName}`).waitFor();
    await paper.getByRole('table', { name: 'Earnings' }).getByText('Total').waitFor();
    expect(await page.getByTestId('pay-stub-payment').textContent()).toMatch(
      /^Payment scheduled for /,
    );
    expect(await page.getByText(/paid on/i).count()).toBe(0);
    await paper.getByRole('table', { name: 'Taxes withheld' }).waitFor();
    // The net pay on the paper is the one the card showed.
    const net = await paper.getByTestId('pay-stub-net').textContent();
    expect(net).toMatch(/^\$[\d,]+\.\d\d$/);
    // Only the last four digits of the SSN and of the accounts, ever.
    expect(await paper.textContent()).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    // The crumbs lead back to the list.
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Pay stubs').waitFor();
    expect(await page.getByRole('button', { name: 'Void payment' }).count()).toBe(0);
    await picture(page, 'pay-stubs-employee-view');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pay_stub_${latestId}.pdf`);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A download the server cannot answer says so in the specification's words.
    await page.route('**/api/pay-stubs/*/file', (route) => route.fulfill({ status: 500 }));
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await toast(page, 'Failed to download pay stub');
    await page.unroute('**/api/pay-stubs/*/file');

    // A stub that is not theirs (or does not exist) cannot be read.
    await page.goto(url('/employee/pay-stubs/not-a-stub'));
    await page.getByRole('alert').getByText('Failed to get pay stub').waitFor();

    await page.goto(url('/employee/pay-stubs'));
    const grid = page.getByRole('grid', { name: 'Pay stubs' });
    await grid.getByText('Issued').first().waitFor();
    expect(await grid.getByRole('button', { name: 'Void payment' }).count()).toBe(0);

    await page.route('**/api/pay-stubs?*', (route) => route.fulfill({ status: 500 }));
    await page.reload();
    await page.getByText('Failed to get pay stubs').waitFor();
    expect(errors).toEqual([]);
  });

  it('the owner voids the payment on the profile’s Pay stubs tab; a refusal shows the server’s reason', async () => {
    const page = await open(demoEmails.owner);
    await page.goto(
      url(`/company/${companyId}/employee-management/profile/${employee.id}?tab=pay-stubs`),
    );
    const tab = page.getByTestId('employee-pay-stubs');
    const grid = tab.getByRole('grid', { name: 'Pay stubs' });
    const row = grid.locator(`[role="row"][data-id="${stubId}"]`);
    await row.getByText('Issued').waitFor();
    await picture(page, 'pay-stubs-profile-tab');

    // The server refuses once (as it does when the money has gone to the bank): its words show.
    const detail = 'The payment of this pay stub has gone to the bank in an ACH file.';
    await page.route('**/api/pay-stubs/*/payments', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'pay_stub.sent_to_bank',
          detail,
        }),
      }),
    );
    await row.getByRole('button', { name: 'Void payment' }).click();
    let confirm = page.getByRole('dialog', { name: 'Void this payment?' });
    await confirm.getByText(`${employee.firstName} ${employee.lastName}`).waitFor();
    await confirm.getByRole('button', { name: 'Void payment' }).click();
    await toast(page, detail);
    await row.getByText('Issued').waitFor();
    await page.unroute('**/api/pay-stubs/*/payments');

    // Then for real: the dialog names the employee, the pay date and the net pay.
    const requests: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') requests.push(request.headers());
    });
    await row.getByRole('button', { name: 'Void payment' }).click();
    confirm = page.getByRole('dialog', { name: 'Void this payment?' });
    const message = (await confirm.textContent()) ?? '';
    expect(message).toContain(`${employee.firstName} ${employee.lastName}`);
    expect(message).toMatch(/\$[\d,]+\.\d\d/);
    expect(message).toMatch(/\d{4}/);
    await picture(page, 'pay-stubs-void-confirm');
    await confirm.getByRole('button', { name: 'Void payment' }).click();
    await toast(page, 'Payment voided');
    await row.getByText('Voided').waitFor();
    expect(await row.getByRole('button', { name: 'Void payment' }).count()).toBe(0);
    expect(requests[0]?.['pay-date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await row.getByRole('button', { name: 'Open pay stub' }).click();
    await page.waitForURL(
      `**/company/${companyId}/employee-management/profile/${employee.id}/pay-stubs/${stubId}`,
    );
    await page.getByTestId('pay-stub-voided').waitFor();
    await page.getByTestId('pay-stub-void-watermark').waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByText(`${employee.firstName} ${employee.lastName}`).waitFor();
    await picture(page, 'pay-stubs-voided-view');

    // Back to the profile, at its Pay stubs tab.
    await page.getByRole('link', { name: 'All pay stubs' }).click();
    await page.waitForURL((address) => address.search === '?tab=pay-stubs');
    await row.getByText('Voided').waitFor();
    expect(errors).toEqual([]);
  });

  it('the stub reads in dark mode and right to left, money still left to right', async () => {
    const page = await open(demoEmails.employee, { mode: 'dark', themeDirection: 'rtl' });
    await page.goto(url(`/employee/pay-stubs/${stubId}`));
    const paper = page.getByTestId('pay-stub-paper');
    await paper.waitFor();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    expect(await paper.getByTestId('pay-stub-net').locator('bdi').getAttribute('dir')).toBe('ltr');
    const background = await paper.evaluate((node) => getComputedStyle(node).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255).toBeLessThan(0.3);
    await picture(page, 'pay-stubs-view-dark-rtl');

    // An employee not paid yet: the dashboard's card says so (the list answered empty here).
    await page.route('**/api/pay-stubs?*', (route) =>
      route.fulfill({ json: { items: [], totalItems: 0, totalPages: 0 } }),
    );
    await page.goto(url('/employee/dashboard'));
    await page.getByTestId('latest-pay-stub-empty').getByText('No pay stub yet').waitFor();
    expect(await page.getByTestId('latest-pay-stub').getByRole('button').count()).toBe(0);
    await picture(page, 'pay-stubs-dashboard-empty-dark-rtl');
    expect(errors).toEqual([]);
  });
});
