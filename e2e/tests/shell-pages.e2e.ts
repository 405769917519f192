import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import { pathOf, signedInPage, url } from './shell-support';

const errorScreens = [
  ['/pages/error/404', "Error 404 - This page doesn't exist!"],
  ['/pages/error/401', "Error 401 - You aren't authorized to see this"],
  ['/pages/error/503', 'Error 503 - Looks like our API is down'],
  ['/pages/error/418', 'Error 418 - Contact administrator'],
  ['/pages/error/500', 'Under Maintenance'],
  ['/pages/error', "Error 404 - This page doesn't exist!"],
  ['/no/such/page', "Error 404 - This page doesn't exist!"],
] as const;

const utilityPages = [
  ['/pages/500', 'Error 500 - Something went wrong on our side'],
  ['/pages/coming-soon1', 'Coming soon'],
  ['/pages/coming-soon2', 'Coming soon'],
  ['/pages/under-construction', 'This page is under construction'],
  ['/pages/landing', 'Pay your team right and on time, without the paperwork'],
  ['/pages/faqs', 'Frequently asked questions'],
  ['/pages/privacy-policy', 'Privacy policy'],
  ['/pages/contact-us', 'Contact us'],
  ['/unauthorized', 'Unauthorized'],
] as const;

describe('error screens and utility pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => context?.close());

  const visitor = async () => {
    context = await browser.newContext();
    page = await context.newPage();
    return page;
  };

  it('shows each route error screen with its exact text', async () => {
    await visitor();
    for (const [path, text] of errorScreens) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
    }
  });

  it('serves every utility page with its content', async () => {
    await visitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, heading] of utilityPages) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(pathOf(page)).toBe(path);
    }
    await page.goto(url('/pages/landing'));
    expect(
      await page
        .getByRole('link', { name: 'Create your company account' })
        .first()
        .getAttribute('href'),
    ).toBe('/register');
    await page.goto(url('/pages/privacy-policy'));
    await page.getByText(/AES-256-GCM/).waitFor();
    await page.getByText(/at least four years/).waitFor();
    await page.goto(url('/pages/faqs'));
    await page
      .getByRole('button', { name: 'What if a payday falls on a weekend or a bank holiday?' })
      .click();
    await page.getByText(/moves to the previous business day/).waitFor();
    await page.goto(url('/pages/coming-soon2'));
    await page.getByRole('timer').waitFor();
    expect(errors).toEqual([]);
  });

  it('stores a contact message that an administrator then reads', async () => {
    await visitor();
    await page.goto(url('/pages/contact-us'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Write at least 10 characters').waitFor();
    await page.getByLabel('Your name').fill('Marisol Vega');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Email address').blur();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('Email address').fill('marisol@vega-landscaping.test');
    await page.getByLabel('Company (optional)').fill('Vega Landscaping');
    await page.getByLabel('Message').fill('Do you handle semimonthly payroll for seasonal crews?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByTestId('contact-sent')
      .getByText('Thank you, Marisol Vega.', { exact: false })
      .waitFor();
    await page.locator('.notistack-MuiContent').getByText('Your message has been sent').waitFor();
    await context.close();

    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url('/contact-messages'));
    const grid = page.getByRole('grid');
    await grid.getByText('Marisol Vega').waitFor();
    await grid.getByText('Getting started').waitFor();
    await grid.getByText('Marisol Vega').click();
    await page.getByRole('dialog').getByText('seasonal crews', { exact: false }).waitFor();
  });
});
