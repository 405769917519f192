import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { DEMO_PASSWORD, demoEmails } from '../support/sign-in';
import { pathOf, signedInPage, storedSettings, url } from './shell-support';

const languages = [
  {
    name: 'français',
    code: 'FR',
    menu: 'Tableau de bord',
    crumb: 'Gestion des salariés',
    logout: 'Se déconnecter',
    notFound: 'Erreur 404 - Cette page n’existe pas !',
  },
  {
    name: 'Română',
    code: 'RO',
    menu: 'Panou de control',
    crumb: 'Gestionarea angajaților',
    logout: 'Deconectare',
    notFound: 'Eroare 404 - Această pagină nu există!',
  },
  {
    name: '中国人',
    code: 'ZH',
    menu: '仪表板',
    crumb: '员工管理',
    logout: '退出登录',
    notFound: '错误 404 - 此页面不存在！',
  },
];

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

describe('the shell in four languages', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => context?.close());

  it('lists the four languages, highlights the current one and closes on a click outside', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    const button = page.getByTestId('language-button');
    await button.click();
    // The menu downloads at the button's first press.
    await page.getByRole('menu').waitFor();
    const items = page.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['English (UK)', 'français', 'Română', '中国人']);
    expect(await page.locator('[role=menuitem].Mui-selected').textContent()).toBe('English (UK)');
    // The button shows the translate icon in English, not a language code.
    expect(await button.locator('svg').count()).toBe(1);
    expect(await button.textContent()).toBe('');
    await page.mouse.click(640, 700);
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'language-button',
    );
  });

  it.each(languages)(
    'switches to $name: menu, breadcrumbs, buttons and error screens change, and a reload keeps it',
    async (language) => {
      let page: Page;
      ({ context, page } = await signedInPage(browser, demoEmails.admin));
      await page.goto(url('/company/c-1/employee-management'));
      await page.getByText('Employee Management', { exact: true }).first().waitFor();
      await chooseLanguage(page, language.name);

      expect(await page.getByTestId('language-button').textContent()).toBe(language.code);
      const nav = page.getByRole('navigation').first();
      await nav.getByText(language.menu, { exact: true }).waitFor();
      await page.locator('nav[aria-label] ol').getByText(language.crumb).waitFor();
      await page.getByTestId('profile-button').click();
      await page.getByRole('menuitem', { name: language.logout }).waitFor();
      await page.keyboard.press('Escape');
      expect(await storedSettings(page)).toMatchObject({ i18n: language.code.toLowerCase() });

      await page.goto(url('/no-such-page'));
      await page.getByRole('heading', { name: language.notFound }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: language.notFound }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(
        new RegExp(`^${language.code.toLowerCase()}`),
      );
      // Back to English from the menu: the language button shows the translate icon again.
      await chooseLanguage(page, 'English (UK)');
      await page.getByRole('heading', { name: "Error 404 - This page doesn't exist!" }).waitFor();
      expect(pathOf(page)).toBe('/no-such-page');
    },
  );

  it('offers the languages before signing in: the sign-in form reads in French, the choice stays, and signing in keeps it', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Sign in to Paydesk' }).waitFor();
    // The sign-in page is prerendered: its buttons do nothing until the app has hydrated it, which
    // the submit button tells by becoming one.
    await page.locator('form button[type="submit"]').waitFor();
    await chooseLanguage(page, 'français');
    await page.getByRole('heading', { name: 'Connexion à Paydesk' }).waitFor();
    expect(await storedSettings(page)).toMatchObject({ i18n: 'fr' });
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByTestId('language-button').waitFor();
    await page.goto(url('/login'));
    await page.getByLabel('Adresse e-mail').fill(demoEmails.employee);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page
      .getByRole('navigation')
      .first()
      .getByText('Tableau de bord', { exact: true })
      .waitFor();
  });

  it('moves the language switcher into a vertical-dots menu on a phone', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.employee, {
      width: 390,
      height: 844,
    }));
    expect(await page.getByTestId('language-button').count()).toBe(0);
    await page.getByTestId('overflow-button').click();
    await page.getByTestId('overflow-menu').getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'Română' }).click();
    // The phone's menu is a temporary drawer, downloaded at its first opening.
    await page.keyboard.press('Escape');
    await page.getByTestId('overflow-menu').waitFor({ state: 'hidden' });
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-drawer').getByText('Fluturași de salariu').waitFor();
    expect(await storedSettings(page)).toMatchObject({ i18n: 'ro' });
  });
});
