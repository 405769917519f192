import { readFileSync } from 'node:fs';
import { form1099NecFileName } from '@paydesk/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { tickGridRow } from '../support/grid';
import { apiSignIn, demoEmails, signIn } from '../support/sign-in';
import {
  adminToken,
  api,
  choose,
  companyIdOf,
  picture,
  signedInPage,
  toast,
  url,
} from './companies-support';
import { companyApi, randomSsn } from './employees-support';

type OutboxMessage = { to: string; subject: string; text: string };
type Run = { id: string; payDate: string; items: { contractorId: string; netCents: number }[] };

const SHOTS = '/tmp/shots-contractors';
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const firstName = 'Rosa';
const lastName = `Lindqvist ${unique}`;
const name = `${firstName} ${lastName}`;
const email = `contractor-${unique}@example.test`;
const password = 'linen and copper 2026';

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The newest contractor invitation link mailed to an address, from the development outbox. */
async function invitationLinkFor(address: string): Promise<string> {
  const messages = await api<OutboxMessage[]>(await adminToken(), 'GET', '/dev/outbox');
  // Newest first; the address also got the bank account's notice.
  const pattern = /https?:\/\/\S+\/accept-contractor-invitation\?token=\S+/;
  const mail = messages.find((message) => message.to === address && pattern.test(message.text));
  const link = mail?.text.match(pattern)?.[0];
  if (!link) {
    const seenTo = messages.map((message) => `${message.to}: ${message.subject}`).join('; ');
    throw new Error(`No contractor invitation mailed to ${address} (outbox: ${seenTo})`);
  }
  // The mail names the configured public address; the test server listens elsewhere.
  const { pathname, search } = new URL(link);
  return url(`${pathname}${search}`);
}

/** Switches the page's interface settings at once, as another tab's change arrives. */
async function applySettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('paydesk-config', JSON.stringify(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'paydesk-config' }));
  }, settings);
}

/** The page in light, dark and right-to-left, each saved for a look; back to light after. */
async function shots(page: Page, view: string, ready: Locator): Promise<void> {
  const variants: [string, Record<string, unknown>][] = [
    ['light', {}],
    ['dark', { mode: 'dark' }],
    ['rtl', { themeDirection: 'rtl' }],
  ];
  for (const [variant, settings] of variants) {
    await applySettings(page, settings);
    await ready.waitFor();
    await picture(page, `${view}-${variant}`, SHOTS);
  }
  await applySettings(page, {});
}

describe('contractors: added and paid by the owner, sent by the admin, seen by the contractor', () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let ownerToken: string;
  let companyId: string;
  let companyName: string;
  let contractorId: string;
  let run: Run;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerToken = (await apiSignIn(demoEmails.owner)).accessToken;
    companyId = companyIdOf(ownerToken);
    companyName = (await api<{ name: string }>(ownerToken, 'GET', `/companies/${companyId}`)).name;
    owner = await signedInPage(browser, demoEmails.owner, {}, { width: 1440, height: 1000 });
    owner.page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await owner.context.close();
    await browser.close();
  });

  it('the owner adds a contractor from the menu, with their bank account, and invites them', async () => {
    const { page } = owner;
    const menu = page.locator('[data-testid=side-drawer]');
    await menu.getByRole('button', { name: 'Contractors' }).click();
    await menu.getByRole('link', { name: 'Contractors', exact: true }).click();
    await page.getByRole('heading', { name: 'Contractors', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/company/${companyId}/contractors`);

    await page.getByRole('button', { name: 'Add contractor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contractor' });
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Street address').fill('410 Lake Shore Dr');
    await dialog.getByLabel('City').fill('Chicago');
    await choose(page, 'State', 'Illinois (IL)', dialog);
    await dialog.getByLabel('ZIP code').fill('60611');
    // An SSN the SSA never issues is caught before anything is sent, next to its field.
    await dialog.getByLabel('Taxpayer ID (TIN)').fill('666-12-3456');
    await dialog.getByRole('button', { name: 'Add contractor' }).click();
    await dialog.getByText('This is not a valid SSN').waitFor();
    await shots(page, 'add-dialog', dialog);
    await dialog.getByLabel('Taxpayer ID (TIN)').fill(randomSsn());
    await dialog.getByRole('button', { name: 'Add contractor' }).click();
    await toast(page, `${name} was added`);

    // The new contractor's profile: the TIN only masked.
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    contractorId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const details = page.getByTestId('contractor-details');
    expect(seen(await details.getByTestId('contractor-tin').textContent())).toMatch(
      /^SSN \*\*\*-\*\*-\d{4}$/,
    );

    const bank = page.getByTestId('contractor-bank-account');
    await bank.getByTestId('bank-account-none').waitFor();
    await bank.getByRole('button', { name: 'Add account' }).click();
    const account = page.getByRole('dialog', { name: 'Add a bank account' });
    await account.getByLabel('Bank name').fill('Prairie Credit Union');
    await account.getByLabel('Routing number').fill('011000015');
    await account.locator('input[name=accountNumber]').fill('44401234567');
    await account.getByLabel('Confirm account number').fill('44401234567');
    await account.getByRole('button', { name: 'Save account' }).click();
    await toast(page, 'The bank account was saved');
    await bank.getByTestId('bank-account-last4').getByText('••••4567').waitFor();

    const invitation = page.getByTestId('contractor-invitation');
    await invitation.getByRole('button', { name: 'Invite to self-service' }).click();
    await toast(page, `An invitation was mailed to ${email}`);
    await invitation.getByText(/^Invitation sent/).waitFor();
    await shots(page, 'profile', page.getByTestId('contractor-1099'));

    await page.goto(url(`/company/${companyId}/contractors?q=${encodeURIComponent(lastName)}`));
    const grid = page.getByRole('grid', { name: 'Contractors' });
    const row = grid.locator(`[data-id="${contractorId}"]`);
    await row.waitFor();
    expect(seen(await row.textContent())).toMatch(/Individual\*\*\*-\*\*-\d{4}Direct deposit/);
    await shots(page, 'list', row);
  });

  it('the owner pays them: a preview with the totals, then the approved payment', async () => {
    const { page } = owner;
    await page.goto(url(`/company/${companyId}/contractors/${contractorId}`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByTestId('main-content').getByRole('link', { name: 'Pay contractors' }).click();
    await page.getByRole('heading', { name: 'Pay contractors', level: 1 }).waitFor();
    const line = page.getByTestId('pay-line').first();
    // "Pay" on the profile starts the first line with this contractor.
    expect(await line.getByRole('combobox', { name: /Contractor/ }).textContent()).toBe(name);
    await line.getByLabel('Amount').fill('2500');
    await line.getByLabel('Reimbursement').fill('35.50');
    await line.getByLabel('Memo').fill('Menu photography');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('pay-preview');
    await preview.waitFor();
    const shown = preview.getByTestId(`payment-line-${contractorId}`);
    expect(seen(await shown.getByTestId('line-backup-withholding').textContent())).toBe('$0.00');
    expect(seen(await shown.getByTestId('line-net').textContent())).toBe('$2,535.50');
    expect(seen(await preview.getByTestId('pay-total').textContent())).toBe(
      'Cost to the company: $2,535.50',
    );
    await shots(page, 'pay-preview', preview);

    await preview.getByRole('button', { name: 'Approve payment' }).click();
    const done = page.getByTestId('pay-done');
    await done.waitFor();
    expect(seen(await done.getByTestId('pay-done-summary').textContent())).toContain(
      '1 contractor paid $2,535.50 on',
    );
    await shots(page, 'pay-done', done);

    const runs = await companyApi<{ items: Run[] }>(
      ownerToken,
      companyId,
      'GET',
      `/companies/${companyId}/contractor-payments`,
    );
    const found = runs.items.find((item) =>
      item.items.some((entry) => entry.contractorId === contractorId),
    );
    if (!found) throw new Error('The approved run is not listed');
    run = found;
    expect(errors).toEqual([]);
  });

  it('the admin puts the payment in an ACH file beside payrolls', async () => {
    const admin = await signedInPage(browser, demoEmails.admin, {}, { width: 1440, height: 1000 });
    try {
      const { page } = admin;
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url('/ach-file-management/create'));
      await page.getByRole('heading', { name: 'Create an ACH file', level: 1 }).waitFor();
      const grid = page.getByRole('grid', { name: 'Approved contractor payments' });
      await tickGridRow(grid, run.id);
      await page
        .getByTestId('selection-summary')
        .getByText(/No payroll and 1 contractor payment of 1 company chosen/)
        .waitFor();
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByTestId('ach-preview');
      await preview.getByTestId(`batch-${companyId}`).waitFor();
      expect(seen(await preview.getByTestId('preview-credit').textContent())).toBe('$2,535.50');
      await shots(page, 'ach-preview', preview);

      await page.getByRole('button', { name: 'Generate ACH file' }).click();
      const generated = page.getByTestId('ach-generated');
      await generated.getByText('ACH file created').waitFor();
      expect(await generated.getByTestId('generated-contractor-payments').textContent()).toBe('1');
      // The run is in the file now: processing, no longer offered.
      await page.goto(url('/ach-file-management/create'));
      const again = page.getByRole('grid', { name: 'Approved contractor payments' });
      await again
        .locator('.MuiDataGrid-row')
        .first()
        .or(again.getByText('No approved contractor payment is waiting for payment'))
        .waitFor();
      expect(await again.locator(`[data-id="${run.id}"]`).count()).toBe(0);
    } finally {
      await admin.context.close();
    }
  });

  it('the contractor signs in through the invitation and downloads their 1099-NEC', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(await invitationLinkFor(email));
      await page.getByRole('heading', { name: 'Welcome to Paydesk' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.waitForURL((address) => address.pathname === '/contractor/dashboard');

      // Their own menu: nothing of payroll, employees or the company.
      const menu = page.locator('[data-testid=side-drawer] nav');
      await menu.getByRole('link', { name: 'My details' }).waitFor();
      expect(
        await menu.evaluate((nav) =>
          Array.from(nav.children)
            .filter((child) => child.matches('a, [role=button]'))
            .map((child) => child.textContent),
        ),
      ).toEqual(['Dashboard', 'My details']);

      const payments = page.getByTestId('my-payments');
      const row = payments.getByTestId('payment-row').first();
      await row.waitFor();
      expect(seen(await row.getByTestId('payment-net').textContent())).toBe('$2,535.50');
      const year = Number(run.payDate.slice(0, 4));
      const forms = page.getByTestId('my-1099');
      if (year !== new Date().getFullYear()) {
        await forms.getByRole('combobox', { name: 'Year' }).click();
        await page.getByRole('option', { name: String(year) }).click();
      }
      const form = forms.getByTestId('my-1099-form');
      await form.waitFor();
      expect(seen(await form.textContent())).toContain(`Form 1099-NEC ${year} from ${companyName}`);
      await shots(page, 'contractor-dashboard', form);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        form
          .getByRole('button', { name: `Download your 1099-NEC for ${year} from ${companyName}` })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(form1099NecFileName(year, contractorId));
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
        mergePages: true,
      });
      // Box 1 counts the fee, never the reimbursement.
      expect(text).toContain('2,500.00');
      expect(text).toContain(lastName);

      await menu.getByRole('link', { name: 'My details' }).click();
      await page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
      await page.getByTestId('contractor-bank-account').getByText('••••4567').waitFor();
      await shots(page, 'contractor-profile', page.getByTestId('my-w9'));

      // Pages of other roles are refused.
      await page.goto(url(`/company/${companyId}/contractors`));
      await page.waitForURL((address) => address.pathname === '/unauthorized');
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('the demo contractor signs in with their password to their own dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page, demoEmails.contractor);
      await page.waitForURL((address) => address.pathname === '/contractor/dashboard');
      await page.getByTestId('my-summary').waitFor();
    } finally {
      await context.close();
    }
  });
});
