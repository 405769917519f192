import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import {
  api,
  choose,
  companyIdOf,
  picture,
  signedInPage,
  toast,
  uniqueName,
  url,
} from './companies-support';
import { companyApi } from './employees-support';

type Claims = { companyId: string; employeeId: string };
const claimsOf = (token: string): Claims =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;

type Period = {
  periodStart: string;
  periodEnd: string;
  status: string;
  draftId: string | null;
  payrollId: string | null;
};

type StubItem = { id: string; periodStart: string; periodEnd: string; status: string };

/**
 * Pays every employee of the demo company by check, as the other tests that commit its payroll
 * do: an employee another browser test added has no bank account, and direct deposit without one
 * keeps a line from being paid.
 */
async function payByCheck(token: string, companyId: string): Promise<void> {
  const list = await api<{ items: { id: string }[] }>(
    token,
    'GET',
    `/companies/${companyId}/employees`,
  );
  for (const { id } of list.items) {
    const record = await companyApi<Record<string, unknown>>(
      token,
      companyId,
      'GET',
      `/employees/${id}`,
    );
    await companyApi(token, companyId, 'PUT', `/employees/${id}/employment-details`, {
      ...record,
      paymentMethod: 'check',
    });
  }
}

/** Today in the browser's calendar (the machine's), as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Types a date into a MUI X date field (month, day, year sections in English). */
async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Dec 7, 2026: how an English page writes a date. */
const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

describe('time off: the employee asks, the owner approves and runs payroll, both read the stub', () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let employee: { context: BrowserContext; page: Page };
  let ownerToken: string;
  let companyId: string;
  let employeeId: string;
  let employeeName: string;
  let groupName: string;
  let day: string;
  let period: Period;
  let draftId: string | null = null;
  let stubId: string;
  let policyId: string;
  const policyName = uniqueName('Vacation');
  const errors: string[] = [];

  const deleteDraft = async (id: string) => {
    const answer = await fetch(url(`/api/payroll-drafts/${id}`), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${ownerToken}`, 'Company-ID': companyId },
    });
    expect([200, 204]).toContain(answer.status);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerToken = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(ownerToken);
    employeeId = claimsOf((await apiSignIn(demoEmails.employee)).accessToken).employeeId;
    const headers = { 'Company-ID': companyId };
    const record = await fetch(url(`/api/employees/${employeeId}`), {
      headers: { Authorization: `Bearer ${ownerToken}`, ...headers },
    }).then((answer) => answer.json() as Promise<Record<string, unknown>>);
    employeeName = `${String(record.firstName)} ${String(record.lastName)}`;
    // The record names its pay group by id in `payGroup`.
    const payGroupId = String(record.payGroup);
    const group = await fetch(url(`/api/pay-groups/${payGroupId}`), {
      headers: { Authorization: `Bearer ${ownerToken}`, ...headers },
    }).then((answer) => answer.json() as Promise<{ name: string }>);
    groupName = group.name;
    // The period the next draft pays: the time off is asked inside it (today when it runs now),
    // and a draft another test left open is removed, since only a new draft takes the hours.
    const schedule = await fetch(url(`/api/pay-groups/${payGroupId}/payroll-schedules`), {
      headers: { Authorization: `Bearer ${ownerToken}`, ...headers },
    }).then((answer) => answer.json() as Promise<{ items: Period[] }>);
    const next = schedule.items.find((period) => period.payrollId === null);
    if (!next) throw new Error(`No period to run for ${groupName}`);
    period = next;
    const now = today();
    day = now < next.periodStart ? next.periodStart : now > next.periodEnd ? next.periodEnd : now;
    if (next.draftId) await deleteDraft(next.draftId);
    await payByCheck(ownerToken, companyId);
    owner = await signedInPage(browser, demoEmails.owner, {}, { width: 1440, height: 1000 });
    employee = await signedInPage(browser, demoEmails.employee);
    for (const { page } of [owner, employee]) {
      page.on('pageerror', (error) => errors.push(error.message));
    }
  });
  afterAll(async () => {
    // A draft left open by a failure is removed, so other tests find the period as they expect it.
    if (draftId) await deleteDraft(draftId);
    await owner.context.close();
    await employee.context.close();
    await browser.close();
  });

  it('the owner adds a vacation policy from the menu and assigns it with 40 hours', async () => {
    const { page } = owner;
    await page.goto(url('/owner/dashboard'));
    const menu = page.locator('[data-testid=side-drawer]');
    await menu.getByRole('button', { name: 'Time off' }).click();
    await menu.getByRole('link', { name: 'Policies' }).click();
    await page.getByRole('heading', { name: 'Time-off policies', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/company/${companyId}/time-off/policies`);

    await page.getByRole('button', { name: 'Add a policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'New time-off policy' });
    await dialog.getByLabel('Name').fill(policyName);
    await choose(page, 'Accrual', 'Each pay period', dialog);
    await dialog.getByLabel('Hours accrued').fill('4');
    await dialog.getByLabel('Maximum balance (hours)').fill('120');
    await dialog.getByRole('button', { name: 'Add policy' }).click();
    await toast(page, 'Time-off policy added');
    const row = page.getByRole('row').filter({ hasText: policyName });
    await row.getByText('4 h each pay period').waitFor();
    await row.getByText('At most 120 h').waitFor();

    await row.getByRole('button', { name: `Assign ${policyName} to an employee` }).click();
    const assign = page.getByRole('dialog', { name: `Assign ${policyName}` });
    await choose(page, 'Employee', employeeName, assign);
    await assign.getByLabel('Starting balance (hours)').fill('40');
    await assign.getByRole('button', { name: 'Assign policy' }).click();
    await toast(page, `${policyName} assigned to ${employeeName}`);
    await picture(page, 'time-off-policies');
  });

  it('the employee sees 40 hours, is told when asking above it, and asks for 16', async () => {
    const { page } = employee;
    await page.goto(url('/employee/dashboard'));
    const card = page.getByTestId('time-off-card');
    await card.getByText(policyName).waitFor();
    policyId = (
      (await card.locator('[data-testid^=card-balance-]').first().getAttribute('data-testid')) ?? ''
    ).replace('card-balance-', '');
    expect(await card.getByTestId(`card-balance-${policyId}`).textContent()).toBe('40 h');
    await picture(page, 'time-off-dashboard-card');
    await card.getByRole('link', { name: 'All time off' }).click();
    await page.getByRole('heading', { name: 'Time off', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Request time off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request time off' });
    await choose(page, 'Policy', `${policyName} (40 h available)`, dialog);
    await typeDate(page, 'First day', day);
    await typeDate(page, 'Last day', day);
    await dialog.getByLabel('Hours').fill('100');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    // The server refuses (409): the reason stands next to the hours, not in a toast.
    await dialog.getByText(`More than the 40 h of ${policyName} you have available`).waitFor();
    await picture(page, 'time-off-request-above-balance');

    await dialog.getByLabel('Hours').fill('16');
    await dialog.getByLabel('Note for your employer').fill('Family visit');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await toast(page, 'Request sent; your employer decides');
    const pending = page.getByTestId('pending-requests');
    await pending.getByText(policyName).waitFor();
    await pending.getByText('Pending').waitFor();
    await page.getByTestId(`balance-${policyId}`).getByText('16 h').waitFor();
  });

  it('the owner approves it from the inbox, and sees it on the team calendar', async () => {
    const { page } = owner;
    const menu = page.locator('[data-testid=side-drawer]');
    await menu.getByRole('link', { name: 'Requests' }).click();
    await page.getByRole('heading', { name: 'Time off', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: policyName });
    await row.getByText('Pending').waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(shortDate(day));
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('16 h');
    await picture(page, 'time-off-inbox');
    await row.getByRole('button', { name: `Approve the request of ${employeeName}` }).click();
    await toast(page, `Request approved; ${employeeName} is told by email`);
    await row.getByText('Approved').waitFor();
    if (day >= today()) {
      await page
        .getByTestId('team-calendar')
        .getByText(new RegExp(`${employeeName} · ${policyName}`))
        .waitFor();
    }
    await picture(page, 'time-off-requests');
  });

  it('the owner runs payroll: the draft carries the 16 hours, and the commit uses them', async () => {
    const { page } = owner;
    await page.goto(url(`/company/${companyId}/payroll-management`));
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    await page
      .getByTestId(`upcoming-${groupName}`)
      .getByRole('link', { name: 'Run payroll' })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open the draft' }).click();
    await page.getByTestId('draft-editor').waitFor();
    draftId = new URL(page.url()).searchParams.get('draftId');
    const timeOff = page.getByTestId(`time-off-${employeeId}`);
    await timeOff.getByText(policyName).waitFor();
    expect(await timeOff.textContent()).toMatch(
      new RegExp(`^Time off: ${policyName}, 16 h, (paid|within the salary)$`),
    );
    await picture(page, 'time-off-draft-line');

    await page.getByRole('button', { name: 'Commit payroll' }).click();
    const confirm = page.getByRole('dialog', { name: 'Commit this payroll?' });
    await confirm.getByTestId('commit-cash').waitFor();
    // Employees other tests added may have no hours this period: the owner commits anyway.
    const anyway = confirm.getByRole('button', { name: 'Commit anyway' });
    if ((await anyway.count()) > 0) await anyway.click();
    else await confirm.getByRole('button', { name: 'Commit', exact: true }).click();
    await toast(page, 'Payroll approved');
    draftId = null;

    const stubs = await companyApi<{ items: StubItem[] }>(
      ownerToken,
      companyId,
      'GET',
      `/pay-stubs?employeeId=${employeeId}`,
    );
    const stub = stubs.items.find(
      (item) =>
        item.status === 'issued' &&
        item.periodStart === period.periodStart &&
        item.periodEnd === period.periodEnd,
    );
    if (!stub) throw new Error(`No stub of ${employeeName} for ${period.periodStart}`);
    stubId = stub.id;
  });

  it('the owner sees the hours used and the new balance on the employee’s stub', async () => {
    const { page } = owner;
    await page.goto(
      url(`/company/${companyId}/employee-management/profile/${employeeId}/pay-stubs/${stubId}`),
    );
    const table = page
      .getByTestId('pay-stub-paper')
      .getByRole('table', { name: 'Time off', exact: true });
    const row = table.getByRole('row').filter({ hasText: policyName });
    await row.waitFor();
    // 40 h to start, 16 h used and 4 h accrued by this payroll: 28 h left.
    expect(await row.getByRole('cell').allTextContents()).toEqual(['16 h', '4 h', '28 h']);
    await table.scrollIntoViewIfNeeded();
    await picture(page, 'time-off-pay-stub-owner');
  });

  it('the employee sees the same on their own stub and on their balances', async () => {
    const { page } = employee;
    await page.goto(url(`/employee/pay-stubs/${stubId}`));
    const table = page
      .getByTestId('pay-stub-paper')
      .getByRole('table', { name: 'Time off', exact: true });
    const row = table.getByRole('row').filter({ hasText: policyName });
    await row.waitFor();
    expect(await row.getByRole('rowheader').textContent()).toBe(policyName);
    expect(await row.getByRole('cell').allTextContents()).toEqual(['16 h', '4 h', '28 h']);
    await table.scrollIntoViewIfNeeded();
    await picture(page, 'time-off-pay-stub-employee');

    // The dashboard's balance agrees with the stub.
    await page.goto(url('/employee/dashboard'));
    const card = page.getByTestId('time-off-card');
    await card.getByText(policyName).waitFor();
    expect(await card.getByTestId(`card-balance-${policyId}`).textContent()).toBe('28 h');
  });

  it('reads the same pages in dark mode and right to left', async () => {
    const dark = await signedInPage(browser, demoEmails.owner, { mode: 'dark' });
    await dark.page.goto(url(`/company/${companyId}/time-off`));
    await dark.page.getByRole('row').filter({ hasText: policyName }).waitFor();
    await picture(dark.page, 'time-off-requests-dark');
    await dark.context.close();
    const rtl = await signedInPage(browser, demoEmails.employee, {
      themeDirection: 'rtl',
      i18n: 'fr',
    });
    await rtl.page.goto(url('/employee/time-off'));
    await rtl.page.getByRole('heading', { name: 'Congés', level: 1 }).waitFor();
    await rtl.page.getByTestId('time-off-history').getByText(policyName).waitFor();
    expect(await rtl.page.evaluate(() => document.dir)).toBe('rtl');
    await picture(rtl.page, 'time-off-employee-rtl-fr');
    await rtl.context.close();
    expect(errors).toEqual([]);
  });
});
