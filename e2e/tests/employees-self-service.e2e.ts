import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails, signIn, storedTokens } from '../support/sign-in';
import {
  adminToken,
  api,
  choose,
  findCompany,
  picture,
  signedInPage,
  toast,
  url,
} from './companies-support';

type OutboxMessage = { to: string; subject: string; text: string };
type Page1 = { totalItems: number };

const password = 'flour and butter 2026';
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const email = `self-service-${unique}@example.test`;

/** A valid SSN no other run uses: area 100–599, group 10–98, serial 1000–9998. */
const randomSsn = () => {
  const digits = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));
  return `${digits(100, 600)}-${digits(10, 99)}-${digits(1000, 9999)}`;
};

/** The newest invitation link mailed to an address, from the development outbox (as admin). */
async function invitationLinkFor(address: string): Promise<string> {
  const messages = await api<OutboxMessage[]>(await adminToken(), 'GET', '/dev/outbox');
  const mail = messages.filter((message) => message.to === address).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/accept-invitation\?token=\S+/)?.[0];
  if (!link) throw new Error(`No invitation link mailed to ${address}`);
  // The mail names the configured public address; the test server listens elsewhere.
  const { pathname, search } = new URL(link);
  return url(`${pathname}${search}`);
}

async function onboardingCount(token: string, companyId: string): Promise<number> {
  const response = await fetch(url(`/api/companies/${companyId}/employees?status=onboarding`), {
    headers: { Authorization: `Bearer ${token}`, 'Page-Size': '1' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Page1).totalItems;
}

async function freshPage(
  browser: Browser,
  settings: Record<string, unknown> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (Object.keys(settings).length > 0) {
    await page.goto(url('/login'));
    await page.evaluate(
      (value) => localStorage.setItem('paydesk-config', JSON.stringify(value)),
      settings,
    );
  }
  return { context, page };
}

/** A fresh context signed in as the invited employee once they chose their password. */
async function signedInEmployee(
  browser: Browser,
  settings: Record<string, unknown> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await freshPage(browser, settings);
  await signIn(page, email, password);
  await page.getByTestId('profile-button').waitFor();
  return { context, page };
}

describe('an invited employee completes their own onboarding', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let ownerToken: string;
  let companyId: string;
  let link: string;
  let countBefore: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerToken = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = (await findCompany(await adminToken(), 'Lakeside Bakery LLC')).id;
    const headers = { Authorization: `Bearer ${ownerToken}`, 'Company-ID': companyId };
    const groups = (await (await fetch(url('/api/pay-groups'), { headers })).json()) as {
      items: { id: string }[];
    };
    const payGroup = groups.items[0]?.id;
    if (!payGroup) throw new Error('Lakeside Bakery has no pay group');
    countBefore = await onboardingCount(ownerToken, companyId);

    // The owner gives everything but the W-4 and the state certificate, which the employee
    // will fill in; paid by check, so no bank account is needed.
    const response = await fetch(url('/api/employees'), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Mira',
        lastName: 'Okafor',
        email,
        legalIdType: 'ssn',
        legalId: randomSsn(),
        birthDate: '1992-06-14',
        phoneNumber: '(312) 555-0177',
        address: { addressLine1: '14 Lake St', city: 'Chicago', state: 'IL', zipCode: '60601' },
        employmentType: 'full_time',
        employmentCategory: 'non_exempt',
        jobTitle: 'Baker',
        department: 'Kitchen',
        hireDate: '2026-01-05',
        workState: 'IL',
        payGroup,
        paymentType: 'hourly',
        paymentRate: 2_650,
        paymentMethod: 'check',
        employeeWillInformFederalTax: true,
        employeeWillInformStateTax: true,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await onboardingCount(ownerToken, companyId)).toBe(countBefore + 1);
    link = await invitationLinkFor(email);
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('sets a password from the invitation, completes the W-4 and the certificate, and becomes active', async () => {
    let page: Page;
    ({ context, page } = await freshPage(browser));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Welcome to Paydesk' }).waitFor();

    // A password the server refuses is told next to its field.
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page
      .locator('#auth-newPassword-helper-text')
      .getByText('This password is too common; choose one that is harder to guess')
      .waitFor();
    await picture(page, 'employees-self-service-invitation-password-refused');

    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/employee/dashboard');
    expect((await storedTokens(page)).accessToken).toBeTruthy();

    const checklist = page.getByTestId('self-service-checklist');
    await checklist.getByTestId('checklist-federal_tax').waitFor();
    await checklist.getByTestId('checklist-state_tax').waitFor();
    expect(await checklist.getByTestId('checklist-bank_account').count()).toBe(0);
    expect(await checklist.getByTestId('checklist-personal').count()).toBe(0);
    expect(await checklist.getByTestId('employee-status').textContent()).toBe('Onboarding');
    const employment = page.getByTestId('self-service-employment');
    expect(await employment.getByTestId('own-job').textContent()).toBe('Baker');
    expect(await employment.getByTestId('own-rate').textContent()).toBe('$26.50 an hour');
    expect(await employment.getByTestId('own-payment-method').textContent()).toBe('Paper check');
    await picture(page, 'employees-self-service-dashboard-todo');

    // The checklist link opens the W-4 on the own profile.
    await checklist.getByTestId('checklist-federal_tax').click();
    await page.waitForURL(
      (address) => address.pathname === '/employee/profile' && address.search.includes('federal'),
    );
    const federal = page.getByTestId('section-federalTax');
    await federal.getByTestId('federal-tax-missing').getByText('Your employer asked you').waitFor();
    // The 2020 W-4's three boxes, married filing separately counted in the first.
    await federal.getByRole('combobox', { name: 'Filing status' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Single or married filing separately',
      'Married filing jointly or qualifying surviving spouse',
      'Head of household',
    ]);
    await page.keyboard.press('Escape');
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await choose(
      page,
      'Filing status',
      'Married filing jointly or qualifying surviving spouse',
      federal,
    );
    await federal.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Your changes were saved');
    await federal.getByTestId('federal-tax-missing').waitFor({ state: 'detached' });

    const state = page.getByTestId('section-stateTax');
    await state.getByLabel('Basic allowances (line 1)').fill('-1');
    await state.getByRole('button', { name: 'Save' }).click();
    expect(await state.getByTestId('state-tax-missing').count()).toBe(1);
    await state.getByLabel('Basic allowances (line 1)').fill('2');
    await state.getByRole('button', { name: 'Save' }).click();
    await state.getByTestId('state-tax-missing').waitFor({ state: 'detached' });
    await picture(page, 'employees-self-service-profile');

    await page.getByTestId('side-drawer').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((address) => address.pathname === '/employee/dashboard');
    await page.getByTestId('self-service-all-set').getByText('You are all set').waitFor();
    expect(await checklist.getByTestId('employee-status').textContent()).toBe('Active');
    await picture(page, 'employees-self-service-dashboard-all-set');

    // The server agrees: the employee's own record is active now.
    const own = await apiSignIn(email, password);
    const claims = JSON.parse(
      Buffer.from(own.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { employeeId: string };
    const response = await fetch(url(`/api/employees/${claims.employeeId}`), {
      headers: { Authorization: `Bearer ${own.accessToken}`, 'Company-ID': companyId },
    });
    const record = (await response.json()) as {
      status: string;
      federalTax: { filingStatus: string };
      stateTax: { code: string; basicAllowances: number };
    };
    expect(record.status).toBe('active');
    expect(record.federalTax.filingStatus).toBe('married_jointly');
    expect(record.stateTax).toMatchObject({ code: 'IL', basicAllowances: 2 });
  });

  it('refuses the used link with a hint to ask the employer for a new one', async () => {
    let page: Page;
    ({ context, page } = await freshPage(browser));
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another password 2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('another password 2026');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    const refused = page.getByTestId('invitation-invalid');
    await refused.getByText('This invitation link can no longer be used').waitFor();
    await refused.getByText('Ask your employer to send you a new invitation').waitFor();
    expect(await page.getByRole('button', { name: 'Set password and sign in' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/accept-invitation');
    await picture(page, 'employees-self-service-invitation-used');
  });

  it('speaks French on the invitation page', async () => {
    let page: Page;
    ({ context, page } = await freshPage(browser, { i18n: 'fr' }));
    await page.goto(url('/accept-invitation?token=unknown-token'));
    await page.getByRole('heading', { name: 'Bienvenue sur Paydesk' }).waitFor();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    await page.getByRole('button', { name: 'Définir le mot de passe et se connecter' }).click();
    await page
      .locator('#auth-newPassword-helper-text')
      .getByText('Utilisez au moins 8 caractères')
      .waitFor();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
    await page.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Définir le mot de passe et se connecter' }).click();
    await page
      .getByTestId('invitation-invalid')
      .getByText('Ce lien d’invitation n’est plus utilisable')
      .waitFor();
    await page
      .getByText('Demandez à votre employeur de vous envoyer une nouvelle invitation')
      .waitFor();
    await picture(page, 'employees-self-service-invitation-fr');
  });

  it('reads right to left in dark mode, with money kept left to right', async () => {
    let page: Page;
    ({ context, page } = await freshPage(browser, { mode: 'dark', themeDirection: 'rtl' }));
    await page.goto(url('/accept-invitation?token=unknown-token'));
    await page.getByRole('heading', { name: 'Welcome to Paydesk' }).waitFor();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    await picture(page, 'employees-self-service-invitation-rtl');

    await signIn(page, email, password);
    await page.waitForURL((address) => address.pathname === '/employee/dashboard');
    const rate = page.getByTestId('own-rate');
    await rate.getByText('$26.50').waitFor();
    expect(await rate.locator('bdi[dir=ltr]').textContent()).toBe('$26.50');
    // The label column starts on the right in right to left.
    const label = await page.getByText('Payment method', { exact: true }).boundingBox();
    const value = await page.getByTestId('own-payment-method').boundingBox();
    expect(label!.x).toBeGreaterThan(value!.x);
    await picture(page, 'employees-self-service-dashboard-rtl');
    await page.getByTestId('side-drawer').getByRole('link', { name: 'Profile' }).click();
    await page.getByTestId('section-identity').getByLabel('First name').waitFor();
    await picture(page, 'employees-self-service-profile-rtl');
  });

  it('explains a save refused because the record changed meanwhile, and reloads it', async () => {
    let page: Page;
    ({ context, page } = await signedInEmployee(browser));
    await page.goto(url('/employee/profile?section=stateTax'));
    const state = page.getByTestId('section-stateTax');
    await state.getByLabel('Basic allowances (line 1)').waitFor();
    expect(await state.getByLabel('Basic allowances (line 1)').inputValue()).toBe('2');

    // The same employee saves the certificate elsewhere (another tab, say) in between.
    const own = await apiSignIn(email, password);
    const headers = {
      Authorization: `Bearer ${own.accessToken}`,
      'Company-ID': companyId,
      'Content-Type': 'application/json',
    };
    const employeeId = (
      JSON.parse(
        Buffer.from(own.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as { employeeId: string }
    ).employeeId;
    const current = (await (
      await fetch(url(`/api/employees/${employeeId}`), { headers })
    ).json()) as { version: number };
    const saved = await fetch(url(`/api/employees/${employeeId}/state-tax`), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ code: 'IL', basicAllowances: 3, version: current.version }),
    });
    expect(saved.status).toBe(200);

    await state.getByLabel('Basic allowances (line 1)').fill('4');
    await state.getByRole('button', { name: 'Save' }).click();
    const stale = state.getByTestId('stale-warning');
    await stale.getByText('Your details were changed in the meantime').waitFor();
    await picture(page, 'employees-self-service-stale');
    await stale.getByRole('button', { name: 'Reload' }).click();
    await stale.waitFor({ state: 'detached' });
    expect(await state.getByLabel('Basic allowances (line 1)').inputValue()).toBe('3');
  });

  it('says when the employee record cannot be read', async () => {
    let page: Page;
    ({ context, page } = await signedInEmployee(browser));
    await page.route('**/api/employees/**', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.goto(url('/employee/dashboard'));
    await page.getByRole('alert').getByText('Failed to fetch employee data').waitFor();
    expect(await page.getByTestId('self-service-checklist').count()).toBe(0);
  });

  it('shows the owner how many employees are still onboarding', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.owner));
    await page.goto(url('/owner/dashboard'));
    const card = page.getByTestId('owner-onboarding-employees');
    const count = await onboardingCount(ownerToken, companyId);
    expect(count).toBe(countBefore);
    await card.getByTestId('onboarding-employee-count').getByText(String(count)).waitFor();
    expect(
      await card.getByRole('link', { name: 'Open employee management' }).getAttribute('href'),
    ).toBe(`/company/${companyId}/employee-management`);
    await picture(page, 'employees-self-service-owner-dashboard');
  });
});
