import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import { openSettings, signedInPage } from './shell-support';

describe('toasts', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser.close();
  });

  it('shows at most three at once, bottom-left; a fourth pushes the oldest out', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await openSettings(page);
    const toasts = page.locator('.notistack-MuiContent');
    const reset = page.getByTestId('settings-reset');
    for (let shown = 1; shown <= 3; shown += 1) {
      await reset.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('.notistack-MuiContent').length === count,
        shown,
      );
    }
    const [oldest, second, third] = await toasts.elementHandles();
    const place = await oldest!.boundingBox();
    expect(place!.x).toBeLessThan(100);
    expect(place!.y).toBeGreaterThan(500);

    await reset.click();
    await page.waitForFunction((element) => !element.isConnected, oldest!);
    await page.waitForFunction(
      () => document.querySelectorAll('.notistack-MuiContent').length === 3,
    );
    expect(await toasts.count()).toBe(3);
    expect(await oldest!.evaluate((element) => element.isConnected)).toBe(false);
    expect(await second!.evaluate((element) => element.isConnected)).toBe(true);
    expect(await third!.evaluate((element) => element.isConnected)).toBe(true);
  });
});
