import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { docPicturesDir } from '../support/doc-pictures';
import { demoEmails } from '../support/sign-in';
import { signedInPage, url } from './shell-support';

// Pictures of the shell for the documentation (`npm run screenshots` writes docs/screenshots).
const folder = docPicturesDir;

async function save(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  // Let the page transition and web fonts settle so the picture is stable.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path });
  expect(statSync(path).size).toBeGreaterThan(5_000);
}

describe('screenshots of the shell', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => context?.close());

  it('light, left to right, English', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/company/demo/payroll-management/create'));
    await page.locator('nav[aria-label=Breadcrumbs]').getByText('Create New Payroll').waitFor();
    await save(page, 'shell-light-ltr-en');
  });

  it('dark, right to left, Chinese', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.owner));
    await page.evaluate(() =>
      localStorage.setItem(
        'paydesk-config',
        JSON.stringify({ mode: 'dark', themeDirection: 'rtl', i18n: 'zh', presetColor: 'theme1' }),
      ),
    );
    await page.reload();
    await page.getByTestId('side-drawer').getByText('我的公司').waitFor();
    await save(page, 'shell-dark-rtl-zh');
  });

  it('a 390 px wide phone', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.employee, {
      width: 390,
      height: 844,
    }));
    await save(page, 'shell-phone');
    await page.getByTestId('menu-toggle').click();
    await page.locator('[data-testid=side-drawer] .MuiDrawer-paper').waitFor();
    await save(page, 'shell-phone-menu');
  });

  it('the public landing page', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url('/pages/landing'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await save(page, 'site-landing');
  });
});
