import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO_PASSWORD, demoEmails, signIn, storedTokens } from '../support/sign-in';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('signing in', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => page?.context().close());

  const freshPage = async () => {
    page = await (await browser.newContext()).newPage();
    return page;
  };

  it.each([
    [demoEmails.admin, '/dashboard'],
    [demoEmails.owner, '/owner/dashboard'],
    [demoEmails.employee, '/employee/dashboard'],
    [demoEmails.noRole, '/unauthorized'],
  ])('%s lands on %s', async (email, landing) => {
    await freshPage();
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === landing);
    const tokens = await storedTokens(page);
    expect(tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('sends a signed-out visit of a guarded route to /login', async () => {
    await freshPage();
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in to Paydesk' }).waitFor();
  });

  it('restores the session after a reload, and logs out from the profile menu', async () => {
    await freshPage();
    await signIn(page, demoEmails.admin);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.reload();
    await page.getByTestId('profile-button').waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    const { refreshToken } = await storedTokens(page);
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
    // The server revoked the refresh token: it renews nothing any more.
    const renewal = await fetch(`${baseUrl()}/api/refresh-token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expect(renewal.status).toBe(401);
  });

  it('sends the next person to sign in on the tab to their own home, not the last page of the one who logged out', async () => {
    await freshPage();
    await signIn(page, demoEmails.owner);
    await page.getByRole('link', { name: 'My company' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/company/'));
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email address').fill(demoEmails.employee);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
    expect(pathOf(page)).toBe('/employee/dashboard');
  });

  it('keeps the tabs of one browser in one session: signing out in one signs out the other', async () => {
    await freshPage();
    await signIn(page, demoEmails.admin);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const other = await page.context().newPage();
    await other.goto(`${baseUrl()}/companies`);
    await other.getByTestId('profile-button').waitFor();
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await other.waitForURL((url) => url.pathname === '/login');
    expect(await storedTokens(other)).toEqual({ accessToken: null, refreshToken: null });
  });

  it("validates the form, shows the server's detail, and toggles the password", async () => {
    await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await screenshot(page, 'auth-login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your email').waitFor();
    await page.getByText('Enter your password').waitFor();

    await page.getByLabel('Email address').fill('nobody@paydesk.test');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('links the screens together', async () => {
    await freshPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { name: 'Create your Paydesk account' }).waitFor();
  });
});
