import { statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser, screenshot } from '../support/browser';

describe('the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('loads the SPA from the one server and shows the sign-in page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/login`);
    const heading = page.getByRole('heading', { name: 'Sign in to Paydesk' });
    await heading.waitFor();
    await expect(heading.isVisible()).resolves.toBe(true);
    const path = await screenshot(page, 'app-loads');
    expect(statSync(path).size).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads a client-side route on refresh', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/company/abc/employee-management`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root').count()).resolves.toBe(1);
    await page.close();
  });
});
