import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/base-url';
import { launchBrowser } from '../support/browser';
import { DEMO_PASSWORD, demoEmails } from '../support/sign-in';

// The sign-in page's texts in the two languages checked (features/auth/locales).
const texts = {
  en: {
    acceptLanguage: 'en-US,en;q=0.9',
    locale: 'en-US',
    title: 'Sign in to Paydesk',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
  },
  fr: {
    acceptLanguage: 'fr-FR,fr;q=0.9',
    locale: 'fr-FR',
    title: 'Connexion à Paydesk',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
} as const;

type Language = keyof typeof texts;

/** What the browser reported: errors, warnings, and failures of the page's own scripts. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

describe('the prerendered sign-in page', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it.each(['en', 'fr'] as const)(
    'is a whole form in the HTML the server answers in %s, before any script',
    async (language: Language) => {
      const expected = texts[language];
      const response = await fetch(`${baseUrl()}/login`, {
        headers: { 'accept-language': expected.acceptLanguage },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toContain(`data-prerendered="${language}"`);
      for (const text of [expected.title, expected.email, expected.password, expected.submit]) {
        expect([text, root.includes(text)]).toEqual([text, true]);
      }
      expect(root).toMatch(/<form[^>]*>/);
      expect(root).toMatch(/<input[^>]*type="email"/);
      expect(root).toMatch(/<input[^>]*type="password"/);
      // The styles its markup uses come inline with it, named for the app's style cache.
      expect(html).toMatch(/<style data-emotion="mui [^"]+">\.mui-/);
    },
  );

  it('shows the form, styled, in a browser that runs no script', async () => {
    context = await browser.newContext({ javaScriptEnabled: false, locale: texts.fr.locale });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: texts.fr.title }).waitFor();
    await page.getByLabel(texts.fr.email).waitFor();
    await page.getByLabel(texts.fr.password, { exact: true }).waitFor();
    const submit = page.getByRole('button', { name: texts.fr.submit, exact: true });
    // Until the app runs the button sends nothing (a plain form would put the password in the
    // address), and the fields take no typing the app would not see.
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByLabel(texts.fr.email).getAttribute('readonly')).not.toBeNull();
    // MUI's own look, from the inlined styles: the contained button's primary colour.
    const background = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it.each(['en', 'fr'] as const)(
    'hydrates in %s without a mismatch, and signs the owner in',
    async (language: Language) => {
      const expected = texts[language];
      context = await browser.newContext({ locale: expected.locale });
      const page = await context.newPage();
      const messages = watchConsole(page);
      await page.goto(`${baseUrl()}/login`);
      // The fields take typing once the app has adopted the page.
      await page.getByLabel(expected.email).fill(demoEmails.owner);
      await page.getByLabel(expected.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: expected.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/owner/dashboard');
      await page.getByTestId('profile-button').waitFor();
      // The language the server chose stays the app's, as nothing else was chosen.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual(
        [],
      );
      expect(messages.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    },
  );

  it('gives way to the language stored in the app once it runs', async () => {
    context = await browser.newContext({ locale: texts.fr.locale });
    await context.addInitScript(() => {
      localStorage.setItem('paydesk-config', JSON.stringify({ i18n: 'en' }));
    });
    const page = await context.newPage();
    const messages = watchConsole(page);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: texts.en.title }).waitFor();
    await page.getByLabel(texts.en.email).fill('someone@example.com');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(messages.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});
