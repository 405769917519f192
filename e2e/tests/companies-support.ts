import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../support/base-url';
import { artifactsDir } from '../support/browser';
import { apiSignIn, demoEmails, signIn } from '../support/sign-in';

/** Helpers shared by the companies feature's browser tests. */
export const url = (path: string) => `${baseUrl()}${path}`;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A name no other test file (nor an earlier run against the same server) uses. */
export const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export async function adminToken(): Promise<string> {
  return (await apiSignIn(demoEmails.admin)).accessToken;
}

/** One API call with a bearer token; fails the test on an unexpected status. */
export async function api<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!expected.includes(response.status)) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export type CompanyRecord = {
  id: string;
  name: string;
  version: number;
  status: string;
  owners: {
    employeeId: string;
    firstName: string;
    lastName: string;
    ownershipPercentage: number;
  }[];
};

export async function findCompany(token: string, name: string): Promise<CompanyRecord> {
  const page = await api<{ items: { id: string }[] }>(
    token,
    'GET',
    `/companies?search=${encodeURIComponent(name)}`,
  );
  const id = page.items[0]?.id;
  if (!id) throw new Error(`No company named ${name}`);
  return api<CompanyRecord>(token, 'GET', `/companies/${id}`);
}

/** The company id a new owner's access token names. */
export function companyIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { companyId: string })
    .companyId;
}

/** A fresh browser context (own local storage) signed in as a user, in the given settings. */
export async function signedInPage(
  browser: Browser,
  email: string,
  settings: Record<string, unknown> = {},
  viewport = { width: 1280, height: 860 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByTestId('profile-button').waitFor();
  if (Object.keys(settings).length > 0) {
    await page.evaluate(
      (value) => localStorage.setItem('paydesk-config', JSON.stringify(value)),
      settings,
    );
    await page.reload();
    await page.getByTestId('profile-button').waitFor();
  }
  return { context, page };
}

/** Chooses an option of a MUI select, found by its label inside `scope`. */
export async function choose(
  page: Page,
  label: string,
  option: string,
  scope = page.locator('body'),
) {
  await scope.getByRole('combobox', { name: label, exact: false }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out; until it is gone its backdrop would swallow the next click.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/** Waits for a toast (notistack) with this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.notistack-MuiContent', { hasText: text }).first().waitFor();
}

/** A screenshot once fonts and the page transition have settled; answers its path. */
export async function picture(page: Page, name: string, folder = artifactsDir): Promise<string> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path });
  expect(statSync(path).size).toBeGreaterThan(5_000);
  return path;
}

const address = {
  addressLine1: '10 Dexter Ave',
  city: 'Montgomery',
  state: 'AL',
  zipCode: '36104',
};

/**
 * A company of our own with two owner employees: a new owner signs up (100%), then the wizard's
 * API saves a draft with a co-owner and completes it (60% / 40%).
 */
export async function companyWithTwoOwners(label: string): Promise<{ id: string; name: string }> {
  const name = uniqueName(label);
  const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.test`;
  const response = await fetch(url('/api/sign-up'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rosa',
      lastName: 'Parks',
      email,
      phoneNumber: '(312) 555-0140',
      companyName: name,
      password: 'owner password 2026',
    }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const id = companyIdOf(accessToken);
  // The person who signed up is already the company's employee and owner: name them by id.
  const signedUp = await api<CompanyRecord>(accessToken, 'GET', `/companies/${id}`);
  await api(accessToken, 'PUT', `/companies/${id}/onboarding`, {
    currentStep: 3,
    name,
    isRegisteredWithIrs: true,
    federalEin: '12-3456781',
    federalFilingForm: '941',
    businessEntityType: 'llc',
    industryType: 'retail_trade',
    physicalAddress: address,
    mailingAddress: { sameAsPhysical: true },
    legalFilingAddress: { sameAsPhysical: true },
    mainOwner: {
      employeeId: signedUp.owners[0]?.employeeId,
      firstName: 'Rosa',
      lastName: 'Parks',
      email,
      phoneNumber: '(312) 555-0140',
      ownershipPercentage: 60,
    },
    owners: [
      {
        firstName: 'Edgar',
        lastName: 'Nixon',
        email: `co-${email}`,
        phoneNumber: '(334) 555-0101',
        ownershipPercentage: 40,
      },
    ],
  });
  await api(accessToken, 'POST', `/companies/${id}/onboarding/complete`);
  return { id, name };
}
