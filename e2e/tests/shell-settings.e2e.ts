import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import {
  box,
  closeSettings,
  computedStyle,
  openSettings,
  signedInPage,
  storedSettings,
} from './shell-support';

const presets = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'];
const bodyBackground = (page: Page) => computedStyle(page, 'body', 'background-color');
const activeItemColour = (page: Page) =>
  computedStyle(page, '[data-testid=side-drawer] .Mui-selected', 'color');

describe('interface settings', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => context?.close());

  it('applies dark mode and each of the seven presets, and reset restores the defaults', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    const lightBackground = await bodyBackground(page);
    await openSettings(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await page.waitForFunction(
      (before) => getComputedStyle(document.body).backgroundColor !== before,
      lightBackground,
    );
    expect(await storedSettings(page)).toMatchObject({ mode: 'dark' });

    const colours = new Set<string>();
    for (const preset of presets) {
      await page.getByTestId(`preset-${preset}`).click();
      expect(await page.getByTestId(`preset-${preset}`).getAttribute('aria-checked')).toBe('true');
      colours.add(await activeItemColour(page));
    }
    expect(colours.size).toBe(7);

    await page.getByTestId('settings-reset').click();
    await page.getByText('Interface settings restored to their defaults').waitFor();
    expect(await bodyBackground(page)).toBe(lightBackground);
    expect(await storedSettings(page)).toMatchObject({
      mode: 'light',
      presetColor: 'default',
      themeDirection: 'ltr',
      menuOrientation: 'vertical',
      miniDrawer: false,
      borderRadius: 8,
      outlinedFilled: true,
      fontFamily: 'inter',
      i18n: 'en',
      container: false,
    });
  });

  it('mirrors the layout right to left: the drawer on the right, the top bar reversed', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    const toggleBefore = await box(page, '[data-testid=menu-toggle]');
    const profileBefore = await box(page, '[data-testid=profile-button]');
    expect(toggleBefore.x).toBeLessThan(profileBefore.x);
    await openSettings(page);
    await page.getByRole('button', { name: 'Right to left' }).click();
    await closeSettings(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const drawer = await box(page, '[data-testid=side-drawer-paper]');
    expect(drawer.x).toBeGreaterThan(1280 / 2);
    const toggle = await box(page, '[data-testid=menu-toggle]');
    const profile = await box(page, '[data-testid=profile-button]');
    expect(toggle.x).toBeGreaterThan(profile.x);
    const main = await box(page, '[data-testid=main-content]');
    expect(main.x + main.width).toBeLessThanOrEqual(drawer.x + 1);
  });

  it('keeps two open tabs in step through local storage', async () => {
    let first: Page;
    ({ context, page: first } = await signedInPage(browser, demoEmails.admin));
    const second = await context.newPage();
    await second.goto(first.url());
    await second.getByTestId('profile-button').waitFor();
    const before = await bodyBackground(second);
    await openSettings(first);
    await first.getByRole('button', { name: 'Dark', exact: true }).click();
    await first.getByRole('button', { name: 'Top menu' }).click();
    await second.waitForFunction(
      (colour) => getComputedStyle(document.body).backgroundColor !== colour,
      before,
    );
    await second.getByTestId('horizontal-menu').waitFor();
    expect(await second.getByTestId('side-drawer').count()).toBe(0);
  });

  it('offers the remaining settings: mini drawer, boxed container, font, radius and input style', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await openSettings(page);
    await page.getByTestId('setting-mini-drawer').check();
    await page.getByTestId('setting-container').check();
    await page.getByRole('button', { name: 'Roboto' }).click();
    await page.getByRole('button', { name: 'Filled' }).click();
    await page.getByRole('slider', { name: 'Corner radius' }).press('ArrowRight');
    expect(await storedSettings(page)).toMatchObject({
      miniDrawer: true,
      container: true,
      fontFamily: 'roboto',
      outlinedFilled: false,
      borderRadius: 10,
    });
    await closeSettings(page);
    expect((await box(page, '[data-testid=side-drawer-paper]')).width).toBe(72);
    expect(await computedStyle(page, 'body', 'font-family')).toContain('Roboto');
    await page.reload();
    await page.getByTestId('profile-button').waitFor();
    expect((await box(page, '[data-testid=side-drawer-paper]')).width).toBe(72);
  });
});
