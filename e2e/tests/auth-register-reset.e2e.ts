import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails, signIn, storedTokens } from '../support/sign-in';

type OutboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

/** The newest reset link mailed to an address, read from the development outbox as an admin. */
async function resetLinkFor(email: string): Promise<URL> {
  const { accessToken } = await apiSignIn(demoEmails.admin);
  const response = await fetch(`${baseUrl()}/api/dev/outbox`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  const messages = (await response.json()) as OutboxMessage[];
  const mail = messages.find((message) => message.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link mailed to ${email}`);
  return new URL(link);
}

describe('creating an account and resetting its password', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => page?.context().close());

  // A fresh account per run: the seeded accounts' passwords stay as other tests expect them.
  const email = `new-owner-${Date.now()}@example.test`;
  const firstPassword = 'first password 2026';
  const newPassword = 'second password 2026';

  it('registers a company owner and lands on the onboarding wizard', async () => {
    page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter your first name').waitFor();
    await page.getByText('Enter the company name').waitFor();

    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Parks');
    await page.getByLabel('Company name').fill('Montgomery Tailors LLC');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('555-0100');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a US phone number such as (312) 555-0140').waitFor();
    await page.getByText('Use at least 8 characters').waitFor();

    await page.getByLabel('Phone number').fill('(312) 555-0140');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/employer-onboarding-wizard');
    expect((await storedTokens(page)).accessToken).toBeTruthy();
  });

  it('refuses a second account with the same email, with the server’s detail', async () => {
    page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Parks');
    await page.getByLabel('Company name').fill('Another Company LLC');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('(312) 555-0141');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('alert')
      .getByText('An account with this email already exists. Sign in or reset your password.')
      .waitFor();
    // and next to the field the server named
    await page
      .locator('#auth-email-helper-text')
      .getByText('An account with this email already exists')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('forgot → check mail → reset through the mailed link → sign in with the new password', async () => {
    page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page stays on screen, with its own 'Email address' field, until the reset
    // page's chunk has loaded: fill the field only once the reset page shows.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL((url) => url.pathname === '/check-mail');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await resetLinkFor(email);
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The two passwords are not the same').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();

    // The link works once.
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('third password 2026');
    await page.getByLabel('Confirm new password').fill('third password 2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('alert')
      .getByText('This reset link is invalid or has expired. Ask for a new one.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');

    await signIn(page, email, newPassword);
    await page.waitForURL((url) => url.pathname !== '/');
    expect((await storedTokens(page)).accessToken).toBeTruthy();
  });

  it('changes the password on the profile settings page', async () => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, email, newPassword);
    await page.goto(`${baseUrl()}/profile-settings`);
    await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('third password 2026');
    await page.getByLabel('Confirm new password').fill('third password 2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('Your current password is not correct.').waitFor();

    await page.getByLabel('Current password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    expect(await apiSignIn(email, 'third password 2026')).toHaveProperty('accessToken');
  });
});
