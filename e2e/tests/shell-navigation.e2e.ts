import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails, signIn } from '../support/sign-in';
import { box, pathOf, signedInPage, url } from './shell-support';

const drawerWidth = async (page: Page) =>
  (await box(page, '[data-testid=side-drawer-paper]')).width;

describe('layout and navigation', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => context?.close());

  it('collapses the drawer to 72 px with tooltips and expands it to 260 px', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    expect(await drawerWidth(page)).toBe(260);
    expect((await box(page, '[data-testid=main-content]')).y).toBe(88);
    expect(await page.locator('[data-testid=side-drawer] .Mui-selected').textContent()).toBe(
      'Dashboard',
    );
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=side-drawer-paper]')?.getBoundingClientRect().width ===
        72,
    );
    await page.getByRole('link', { name: 'Paycheck calculator' }).hover();
    await page.getByRole('tooltip', { name: 'Paycheck calculator' }).waitFor();
    // A group opens its children beside the icon when collapsed.
    await page.getByRole('button', { name: 'ACH files' }).click();
    await page.getByRole('menuitem', { name: 'Create an ACH file' }).click();
    await page.waitForURL((address) => address.pathname === '/ach-file-management/create');
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=side-drawer-paper]')?.getBoundingClientRect().width ===
        260,
    );
    // The old page stays until the next one's code has loaded, and the menu follows the page shown.
    await expect
      .poll(() => page.locator('[data-testid=side-drawer] .Mui-selected').textContent())
      .toBe('Create an ACH file');
    await page.locator('nav[aria-label=Breadcrumbs]').getByText('ACH file management').waitFor();
  });

  it('uses a temporary drawer at 800 px wide that closes after a choice', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin, {
      width: 800,
      height: 900,
    }));
    const drawer = page.locator('[data-testid=side-drawer]');
    expect((await box(page, '[data-testid=main-content]')).x).toBe(0);
    // The temporary drawer downloads at its first opening: nothing of it is on the page before.
    expect(await drawer.count()).toBe(0);
    await page.getByTestId('menu-toggle').click();
    await drawer.locator('.MuiDrawer-paper').waitFor();
    expect(await drawer.getAttribute('data-variant')).toBe('temporary');
    await drawer.getByRole('link', { name: 'Contact messages' }).click();
    await page.waitForURL((address) => address.pathname === '/contact-messages');
    await drawer.locator('.MuiDrawer-paper').waitFor({ state: 'hidden' });
  });

  it('sends each role to its own dashboard with its own menu', async () => {
    const cases = [
      {
        email: demoEmails.owner,
        home: '/owner/dashboard',
        items: [
          'Dashboard',
          'My company',
          'Employees',
          'Contractors',
          'Payroll',
          'Time off',
          'Local taxes',
          'Taxes & filings',
          'Year end',
          'Paycheck calculator',
        ],
      },
      {
        email: demoEmails.employee,
        home: '/employee/dashboard',
        items: ['Dashboard', 'Pay stubs', 'Time off', 'Bank accounts', 'Profile'],
      },
      {
        email: demoEmails.contractor,
        home: '/contractor/dashboard',
        items: ['Dashboard', 'My details'],
      },
    ];
    for (const { email, home, items } of cases) {
      let page: Page;
      ({ context, page } = await signedInPage(browser, email));
      await page.goto(url('/'));
      await page.waitForURL((address) => address.pathname === home);
      const menu = page.locator('[data-testid=side-drawer] nav');
      const topLevel = await menu.evaluate((nav) =>
        Array.from(nav.children)
          .filter((child) => child.matches('a, [role=button]'))
          .map((child) => child.textContent),
      );
      expect(topLevel).toEqual(items);
      if (email === demoEmails.owner) {
        // The owner's own company, from the claims of the stored access token.
        const companyId = await page.evaluate(() => {
          const payload = (localStorage.getItem('serviceToken') ?? '').split('.')[1] ?? '';
          const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
          return (JSON.parse(json) as { companyId: string }).companyId;
        });
        expect(await menu.getByRole('link', { name: 'My company' }).getAttribute('href')).toBe(
          `/company/${companyId}`,
        );
        await menu.getByRole('link', { name: 'Employees' }).click();
        await page.locator('nav[aria-label=Breadcrumbs]').getByText('Company View').waitFor();
      } else if (email === demoEmails.contractor) {
        await page.getByTestId('my-summary').waitFor();
      } else {
        await page.getByTestId('self-service-checklist').waitFor();
      }
      await context.close();
      context = undefined;
    }
  });

  it('sends a user without the role to /unauthorized, whose Go back returns to /', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.employee));
    await page.goto(url('/dashboard'));
    await page.waitForURL((address) => address.pathname === '/unauthorized');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await page.getByText('You do not have permission to view this page.').waitFor();
    await page.goto(url('/owner/dashboard'));
    await page.waitForURL((address) => address.pathname === '/unauthorized');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((address) => address.pathname === '/employee/dashboard');
  });

  it('offers a user without any role only the Unauthorized menu entry', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, demoEmails.noRole);
    await page.waitForURL((address) => address.pathname === '/unauthorized');
    // Pages any signed-in user may open show the shell: its menu offers nothing else.
    await page.goto(url('/profile-settings'));
    const drawer = page.getByTestId('side-drawer');
    await drawer.getByText('Unauthorized').waitFor();
    expect(await drawer.locator('.MuiListItemButton-root').count()).toBe(1);
    expect(await drawer.getByText('Pay stubs').count()).toBe(0);
  });

  it('shows the 404 screen inside the shell for an unknown address, and alone when signed out', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.owner));
    await page.goto(url('/owner/no-such-page'));
    await page.getByRole('heading', { name: "Error 404 - This page doesn't exist!" }).waitFor();
    await page.getByTestId('side-drawer').getByText('My company').waitFor();
    await page.goto(url('/totally/unknown'));
    await page.getByRole('heading', { name: "Error 404 - This page doesn't exist!" }).waitFor();
    expect(await page.getByTestId('side-drawer').count()).toBe(1);
    await context.close();

    context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(url('/totally/unknown'));
    await visitor.getByRole('heading', { name: "Error 404 - This page doesn't exist!" }).waitFor();
    expect(await visitor.getByTestId('side-drawer').count()).toBe(0);
    expect(pathOf(visitor)).toBe('/totally/unknown');
  });

  it('signs a visitor in and out through the profile menu', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, demoEmails.admin);
    await page.getByTestId('profile-button').click();
    await page.getByText('Platform administrator').waitFor();
    expect(await page.getByText('Project Admin').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL((address) => address.pathname === '/profile-settings');
  });
});
