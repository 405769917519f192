import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from '../support/base-url';
import { signIn } from '../support/sign-in';

/** Helpers shared by the shell's browser tests. */
export const url = (path: string) => `${baseUrl()}${path}`;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A fresh browser context (own local storage) signed in as the given demo user. */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByTestId('profile-button').waitFor();
  return { context, page };
}

/** The stored interface settings of this page's origin. */
export const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('paydesk-config') ?? '{}') as object);

export async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-drawer').getByRole('heading').first().waitFor();
}

export async function closeSettings(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
}

export const computedStyle = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

export const box = async (page: Page, selector: string) => {
  const result = await page.locator(selector).first().boundingBox();
  if (!result) throw new Error(`${selector} is not visible`);
  return result;
};
