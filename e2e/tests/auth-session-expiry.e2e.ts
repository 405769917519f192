import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser, screenshot } from '../support/browser';
import { demoEmails, signIn, storedTokens, tokenExpiry } from '../support/sign-in';

const TITLE = 'Your session is about to expire';
const EXPIRED = 'Your session has expired. Please log in again.';
const RENEW_FAILED = "We couldn't renew your session. For your security, please log in again.";

/**
 * Signs in with the browser's clock under the test's control and stops it one second before the
 * prompt is due (60 s before the access token expires), so every step below is timed exactly.
 */
async function signInAndPauseBeforePrompt(
  browser: Browser,
): Promise<{ page: Page; promptAt: number }> {
  const page = await (await browser.newContext()).newPage();
  await page.clock.install();
  await signIn(page, demoEmails.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const { accessToken } = await storedTokens(page);
  const promptAt = tokenExpiry(accessToken!) * 1000 - 60_000;
  await page.clock.pauseAt(promptAt - 1_000);
  return { page, promptAt };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

async function expectPromptOpens(page: Page): Promise<void> {
  expect(await dialog(page).isVisible()).toBe(false);
  await page.clock.runFor(1_000);
  await dialog(page).waitFor();
}

async function expectSignedOut(page: Page, refreshToken: string | null): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  await expect
    .poll(() => storedTokens(page), { timeout: 10_000 })
    .toEqual({ accessToken: null, refreshToken: null });
  const renewal = await fetch(`${baseUrl()}/api/refresh-token`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  expect(renewal.status).toBe(401);
}

describe('the session-expiry prompt', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => page?.context().close());

  it('opens 60 s before expiry with the texts of the specification', async () => {
    ({ page } = await signInAndPauseBeforePrompt(browser));
    await expectPromptOpens(page);
    const prompt = dialog(page);
    await prompt.getByText('For your security, your session will expire soon.').waitFor();
    await prompt.getByText('Would you like to stay signed in?').waitFor();
    await prompt.getByRole('button', { name: 'Stay Signed In' }).waitFor();
    await prompt.getByRole('button', { name: 'Sign Out' }).waitFor();
    const box = await page.locator('.MuiDialog-paper').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(600);
    await screenshot(page, 'auth-session-expiry');
  });

  it('without an answer in 30 s: the info message, then sign-out 0.2 s later', async () => {
    ({ page } = await signInAndPauseBeforePrompt(browser));
    const { refreshToken } = await storedTokens(page);
    await expectPromptOpens(page);
    await page.clock.runFor(29_999);
    expect(await page.getByText(EXPIRED).isVisible()).toBe(false);
    await page.clock.runFor(1);
    await page.getByText(EXPIRED).waitFor();
    await page.clock.runFor(199);
    expect((await storedTokens(page)).accessToken).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.clock.runFor(1);
    await expectSignedOut(page, refreshToken);
  });

  it('Stay Signed In renews the tokens and schedules the next prompt', async () => {
    let promptAt: number;
    ({ page, promptAt } = await signInAndPauseBeforePrompt(browser));
    const before = await storedTokens(page);
    await expectPromptOpens(page);
    // The server's clock did not jump ahead: bring the page's wall clock back to real time so
    // the renewed token (15 min from now, for the server) is 15 min away for the page too.
    const realNow = Date.now();
    await page.clock.setSystemTime(realNow);
    await dialog(page).getByRole('button', { name: 'Stay Signed In' }).click();
    // Polled from here: the page's own polling (animation frames) is paused with its clock.
    // The refresh token is compared: an access token renewed within the second of the sign-in
    // may be byte-for-byte the same.
    await expect
      .poll(async () => (await storedTokens(page)).refreshToken, { timeout: 10_000 })
      .not.toBe(before.refreshToken);
    const after = await storedTokens(page);
    expect(after.accessToken).toBeTruthy();
    expect(tokenExpiry(after.accessToken!) * 1000).toBeGreaterThanOrEqual(promptAt + 60_000);
    // The 30 s answer window is over: nothing expires.
    await page.clock.runFor(60_000);
    expect(await page.getByText(EXPIRED).isVisible()).toBe(false);
    expect(await dialog(page).isVisible()).toBe(false);
    // The next prompt comes 60 s before the renewed token expires.
    const nextPromptAt = tokenExpiry(after.accessToken!) * 1000 - 60_000;
    await page.clock.runFor(nextPromptAt - (realNow + 60_000) - 1_000);
    expect(await dialog(page).isVisible()).toBe(false);
    await page.clock.runFor(1_000);
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('a refused renewal shows the error, then signs out 1.5 s later', async () => {
    ({ page } = await signInAndPauseBeforePrompt(browser));
    await expectPromptOpens(page);
    await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-unknown'));
    await dialog(page).getByRole('button', { name: 'Stay Signed In' }).click();
    await page.getByText(RENEW_FAILED).waitFor();
    await page.clock.runFor(1_499);
    expect((await storedTokens(page)).accessToken).not.toBeNull();
    await page.clock.runFor(1);
    await page.waitForURL((url) => url.pathname === '/login');
    await expect
      .poll(() => storedTokens(page), { timeout: 10_000 })
      .toEqual({ accessToken: null, refreshToken: null });
  });

  it.each([
    [
      'the Sign Out button',
      (p: Page) => dialog(p).getByRole('button', { name: 'Sign Out' }).click(),
    ],
    ['the X button', (p: Page) => dialog(p).getByRole('button', { name: 'Close' }).click()],
    ['the backdrop', (p: Page) => p.mouse.click(5, 5)],
  ])('closing with %s signs out at once', async (_how, close) => {
    ({ page } = await signInAndPauseBeforePrompt(browser));
    const { refreshToken } = await storedTokens(page);
    await expectPromptOpens(page);
    await close(page);
    await expectSignedOut(page, refreshToken);
    expect(await page.getByText(EXPIRED).isVisible()).toBe(false);
  });
});
