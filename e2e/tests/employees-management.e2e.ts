import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import {
  choose,
  companyIdOf,
  pathOf,
  picture,
  signedInPage,
  toast,
  uniqueName,
  url,
} from './companies-support';
import { companyApi, employeeNamed, randomSsn, typeDate } from './employees-support';

const activeStep = (page: Page, label: string) =>
  page.locator('.MuiStepLabel-label.Mui-active', { hasText: label }).waitFor();

describe('employee management (the owner of Lakeside Bakery)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
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
    token = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(token);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('lists the employees 25 a page with their pay group, searches, and opens a profile', async () => {
    await page.goto(url(`/company/${companyId}`));
    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await page.getByRole('heading', { name: 'Employees', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Employees' });
    await grid.getByText('Maria Garcia').waitFor();
    await grid.getByText('Bakery crew').first().waitFor();
    await picture(page, 'employees-list');

    await page.getByLabel('Search by name or email').fill('garcia');
    await page.waitForURL((address) => address.search.includes('q=garcia'));
    // The previous page stays on screen until the search answers.
    await grid.locator('.MuiDataGrid-row').nth(1).waitFor({ state: 'detached' });
    expect(await grid.locator('.MuiDataGrid-row').count()).toBe(1);
    await choose(page, 'Status', 'Terminated');
    await page.getByText('No employee matches.').waitFor();
    await choose(page, 'Status', 'Active');
    await grid.getByText('Maria Garcia').click();

    await page.getByRole('heading', { name: 'Maria Garcia', level: 1 }).waitFor();
    // The breadcrumb's child names the employee (spec §2.3).
    await page.locator('nav[aria-label="Breadcrumbs"]').getByText('Maria Garcia').waitFor();
    await page.getByTestId('readiness-card').waitFor();
  });

  it('edits the employment details, and explains a change someone else saved first', async () => {
    await page.getByRole('tab', { name: 'Employment & pay' }).click();
    const title = page.getByLabel('Job title');
    await title.fill('Senior cashier');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Employee saved');
    await page.reload();
    await page.getByLabel('Job title').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Senior cashier');

    // Someone else saves the employee in between: our save names a stale version.
    const maria = await employeeNamed(token, companyId, 'garcia');
    const headers = { Authorization: `Bearer ${token}`, 'Company-ID': companyId };
    const record = (await (
      await fetch(url(`/api/employees/${maria.id}`), { headers })
    ).json()) as Record<string, unknown>;
    const profile = {
      firstName: record.firstName,
      lastName: record.lastName,
      middleName: record.middleName,
      phoneNumber: record.phoneNumber,
      address: record.address,
      legalIdType: record.legalIdType,
      preferredName: 'Mari',
      version: record.version,
    };
    const changed = await fetch(url(`/api/employees/${maria.id}/profile`), {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(profile),
    });
    expect(changed.status).toBe(200);
    await page.getByLabel('Department').fill('Front counter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('stale-warning').waitFor();
    await page.getByText('Someone else changed this employee; reload').waitFor();
    await picture(page, 'employee-stale');
    await page.getByTestId('stale-warning').getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('stale-warning').waitFor({ state: 'detached' });
    await page.getByLabel('Department').fill('Front counter');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Employee saved');
  });

  it('adds an employee, leaving the W-4 and the bank account to them; the draft survives a reload', async () => {
    const email = `${uniqueName('new').replace(/\W+/g, '.')}@example.test`;
    const ssn = randomSsn();
    await page.goto(url(`/company/${companyId}/employee-management`));
    await page.getByRole('link', { name: 'Add employee' }).click();
    await page.getByRole('heading', { name: 'Add an employee', level: 1 }).waitFor();
    await activeStep(page, 'Identity');
    // The page belongs to Employee Management: in the menu and in the trail back to the list.
    expect(await page.locator('[data-testid=side-drawer] [aria-current=page]').textContent()).toBe(
      'Employees',
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.locator('li.MuiBreadcrumbs-li').allTextContents()).toEqual([
      'Company View',
      'Employee Management',
      'Add employee',
    ]);
    expect(
      await crumbs.getByRole('link', { name: 'Employee Management' }).getAttribute('href'),
    ).toBe(`/company/${companyId}/employee-management`);

    // Nothing typed: the step refuses to move on and says why, next to each field.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter the first name').waitFor();
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('(312) 555-0177');
    await page.getByLabel('SSN or ITIN').fill(ssn);
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Address');
    await page.getByLabel('Street address').fill('410 Lake St');
    await page.getByLabel('City').fill('Chicago');
    await choose(page, 'State', 'Illinois (IL)');
    await page.getByLabel('ZIP code').fill('60601');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Employment');
    await page.getByLabel('Job title').fill('Pastry chef');
    await typeDate(page, 'Hire date', '2026-12-01');
    await choose(page, 'Work state', 'Illinois (IL)');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Pay');
    await choose(page, 'Pay group', 'Bakery crew');
    await choose(page, 'Paid by', 'Hourly');
    await page.getByLabel('Hourly rate').fill('21.50');
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Federal W-4');
    await page.getByLabel('The employee will fill in their W-4').check();
    await page.getByTestId('provided-by-employee').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'State certificate');
    await page.getByText('Illinois withholding certificate (IL-W-4)').waitFor();
    await page.getByLabel('Basic allowances (line 1)').fill('1');

    // A reload keeps the draft (this browser only), the secrets excepted.
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    await activeStep(page, 'State certificate');
    expect(await page.getByLabel('Basic allowances (line 1)').inputValue()).toBe('1');
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key) ?? '',
      `paydesk.employeeDraft.${companyId}`,
    );
    expect(stored).toContain('Haddad');
    expect(stored).not.toContain(ssn);
    await page.getByRole('button', { name: 'Identity' }).click();
    await activeStep(page, 'Identity');
    expect(await page.getByLabel('First name').inputValue()).toBe('Noor');
    await page.getByLabel('SSN or ITIN').fill(ssn);
    for (const step of ['Address', 'Employment', 'Pay', 'Federal W-4', 'State certificate']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await activeStep(page, step);
    }
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Direct deposit');
    await page.getByLabel('The employee will give their bank account').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await activeStep(page, 'Review');
    const missing = page.getByTestId('review-missing');
    await missing.getByText('No federal W-4').waitFor();
    await missing.getByText('No bank account for direct deposit').waitFor();
    expect(await missing.getByText('No state withholding certificate').count()).toBe(0);
    await page.getByTestId('review-rate').getByText('$21.50 an hour').waitFor();
    await picture(page, 'employee-wizard-review');

    await page.getByRole('button', { name: 'Add employee' }).click();
    await toast(page, `Noor Haddad was added; an invitation was mailed to ${email}`);
    await page.getByRole('heading', { name: 'Noor Haddad', level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(
      new RegExp(`^/company/${companyId}/employee-management/profile/[\\w-]+$`),
    );
    await page.getByTestId('employee-status').getByText('Onboarding').waitFor();
    await page
      .getByTestId('invitation-status')
      .getByText(/Invitation pending until/)
      .waitFor();
    const readiness = page.getByTestId('readiness-card');
    await readiness.getByText('No federal W-4').waitFor();
    await readiness.getByText('No bank account for direct deposit').waitFor();
    expect(await page.getByTestId('onboarding-federal_tax').getAttribute('data-done')).toBe(
      'false',
    );
    await page
      .getByTestId('onboarding-federal_tax')
      .getByText('Waiting for the employee')
      .waitFor();
    // The owner typed in the SSN and the address: the card does not credit the employee.
    await page.getByTestId('onboarding-personal').getByText('Done by the employer').waitFor();
    expect(await page.getByTestId('onboarding-state_tax').getAttribute('data-done')).toBe('true');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `paydesk.employeeDraft.${companyId}`),
    ).toBeNull();
    await picture(page, 'employee-new-profile');

    // The readiness link opens the section that fixes it.
    await readiness
      .getByTestId('readiness-employee.federal_tax_missing')
      .getByRole('button', { name: 'Fix' })
      .click();
    await page.getByRole('tab', { name: 'Taxes', selected: true }).waitFor();
    await page.getByTestId('federal-tax-missing').waitFor();
    // The Bank accounts tab holds the employee's accounts: none yet, left to them.
    await page.getByRole('tab', { name: 'Bank accounts' }).click();
    await page.getByText('No bank account yet. Add the account that takes the pay.').waitFor();
  });

  it('puts a refusal of the server next to its field, on the step that holds it', async () => {
    // A draft left in this browser, complete but for an email a colleague already uses.
    const draft = {
      step: 'review',
      values: {
        firstName: 'Sam',
        lastName: 'Twin',
        email: 'maria.garcia@example.com',
        jobTitle: 'Baker',
        hireDate: '2026-12-01',
        workState: 'IL',
        payGroup: '',
        paymentType: 'salary',
        paymentRate: 4_800_000,
        employeeWillInformFederalTax: true,
        employeeWillInformStateTax: true,
        employeeWillInformBankAccount: true,
      },
    };
    await page.goto(url(`/company/${companyId}/employee-management`));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `paydesk.employeeDraft.${companyId}`,
      JSON.stringify(draft),
    ] as const);
    await page.goto(url(`/company/${companyId}/add-employee`));
    await page.getByTestId('draft-restored').waitFor();
    await activeStep(page, 'Review');
    await page.getByTestId('review-missing').getByText('No pay group').waitFor();
    await page.getByRole('button', { name: 'Add employee' }).click();
    await activeStep(page, 'Identity');
    await page.getByText('An employee of this company already uses this email').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await picture(page, 'employee-wizard-email-taken');
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('');
  });

  it('terminates another employee, who then reads as terminated', async () => {
    const chen = await employeeNamed(token, companyId, 'chen.wei');
    await page.goto(url(`/company/${companyId}/employee-management/profile/${chen.id}`));
    await page.getByRole('heading', { name: 'Chen Wei', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Terminate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate Chen Wei' });
    await dialog.getByRole('button', { name: 'Terminate' }).click();
    await dialog.getByText('Choose a termination reason').waitFor();
    await choose(page, 'Reason', 'Resignation', dialog);
    await dialog.getByLabel('Also remove from the current payroll').check();
    await picture(page, 'employee-terminate-dialog');
    await dialog.getByRole('button', { name: 'Terminate' }).click();
    await toast(page, 'Chen Wei was terminated');
    await page.getByTestId('employee-status').getByText('Terminated').waitFor();
    await page
      .getByTestId('terminated-notice')
      .getByText(/Resignation/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Terminate' }).count()).toBe(0);

    await page.goto(url(`/company/${companyId}/employee-management?status=terminated`));
    await page.getByRole('grid', { name: 'Employees' }).getByText('Chen Wei').waitFor();
    expect(errors).toEqual([]);
  });

  it('withdraws the invitation of someone terminated before accepting it', async () => {
    const hired = await companyApi<{ id: string }>(token, companyId, 'POST', '/employees', {
      firstName: 'Tess',
      lastName: 'Quinn',
      email: `${uniqueName('tess').replace(/\W+/g, '.')}@example.test`,
      employmentType: 'full_time',
      employmentCategory: 'non_exempt',
      jobTitle: 'Counter assistant',
      hireDate: '2026-11-02',
      workState: 'IL',
      paymentType: 'hourly',
      paymentRate: 1_900,
      paymentMethod: 'check',
      employeeWillInformFederalTax: true,
      employeeWillInformStateTax: true,
    });
    await page.goto(url(`/company/${companyId}/employee-management/profile/${hired.id}`));
    const invitation = page.getByTestId('invitation-status');
    await invitation.getByText(/Invitation pending until/).waitFor();
    await page.getByRole('button', { name: 'Terminate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate Tess Quinn' });
    await choose(page, 'Reason', 'Resignation', dialog);
    await dialog.getByRole('button', { name: 'Terminate' }).click();
    await toast(page, 'Tess Quinn was terminated');
    await page.getByTestId('employee-status').getByText('Terminated').waitFor();
    expect(await invitation.getByText(/pending/).count()).toBe(0);
    const record = await companyApi<{ invitation: { status: string } }>(
      token,
      companyId,
      'GET',
      `/employees/${hired.id}`,
    );
    expect(record.invitation.status).toBe('expired');
    expect(errors).toEqual([]);
  });
});
