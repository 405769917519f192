import type { Page } from 'playwright-core';
import { baseUrl } from './base-url';

/** The seeded demo accounts (apps/api/src/platform/db/seed/demo-people.ts). */
export const DEMO_PASSWORD = 'paydesk-demo-2026';
export const demoEmails = {
  admin: 'admin@paydesk.test',
  owner: 'owner@paydesk.test',
  employee: 'employee@paydesk.test',
  contractor: 'contractor@paydesk.test',
  noRole: 'norole@paydesk.test',
} as const;

export type TokenPair = { accessToken: string; refreshToken: string };

/** Signs in through the /login screen and waits until the app has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs in against the API directly (for set-up and checks that need a token, not the UI). */
export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<TokenPair> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return (await response.json()) as TokenPair;
}

/** The tokens the SPA keeps in local storage (keys of the specification §3.1). */
export async function storedTokens(
  page: Page,
): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('serviceToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/** The `exp` claim (epoch seconds) of an access token, read without verifying it. */
export function tokenExpiry(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}
