import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { choose, companyIdOf, picture, signedInPage, toast, url } from './companies-support';

describe('bank accounts: an employee splits their pay, an owner replaces the funding account', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
  });

  async function pageOf(email: string, settings: Record<string, unknown> = {}): Promise<Page> {
    const { context, page } = await signedInPage(browser, email, settings, {
      width: 1280,
      height: 1000,
    });
    contexts.push(context);
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  }

  it('adds a second account taking 20%, sees the split, and deletes it', async () => {
    const page = await pageOf(demoEmails.employee);
    await page
      .locator('[data-testid=side-drawer] nav')
      .getByRole('link', { name: 'Bank accounts' })
      .click();
    await page.getByRole('heading', { name: 'My bank accounts', level: 1 }).waitFor();
    const panel = page.getByTestId('employee-bank-accounts');
    const rows = panel.getByTestId('bank-account-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('Remainder').waitFor();

    await panel.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
    await dialog.getByLabel('Bank name').fill('Second Savings');
    await choose(page, 'Account type', 'Savings', dialog);
    await dialog.getByLabel('Routing number').fill('011000016');
    await dialog.locator('input[name=accountNumber]').fill('55501234567');
    await dialog.getByLabel('Account number again').fill('55501234567');
    await dialog.locator('input[name=percentage]').fill('20');
    // A mistyped routing number is caught by its check digit before anything is sent.
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await dialog
      .getByText('This routing number’s check digit fails: check the nine digits')
      .waitFor();
    await dialog.getByLabel('Routing number').fill('011000015');

    // The split of the example net pay ($2,500.00), with the new account taking 20%.
    const preview = dialog.getByTestId('split-preview');
    await preview.getByText('The new account').waitFor();
    await preview.getByText('$500.00').waitFor();
    await preview.getByText('$2,000.00').waitFor();
    await picture(page, 'bank-accounts-add-dialog');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await toast(page, 'Bank account added');
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => rows.count()).toBe(2);
    const added = rows.filter({ hasText: 'Second Savings' });
    await added.getByText('••••4567').waitFor();
    // Added by the employee themself: held until the next business day.
    await added.getByText('Pending').waitFor();
    const panelPreview = panel.getByTestId('split-preview');
    expect(await panelPreview.getByTestId('split-part').count()).toBe(2);
    await panelPreview.getByText('$500.00').waitFor();
    await picture(page, 'bank-accounts-panel');

    await added.getByRole('button', { name: 'Delete the account ending in 4567' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this bank account?' });
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await toast(page, 'Bank account deleted');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await panel.textContent()).not.toContain('55501234567');
  });

  it('reads in French, dark and right to left, numbers still left to right', async () => {
    const page = await pageOf(demoEmails.employee, {
      mode: 'dark',
      themeDirection: 'rtl',
      i18n: 'fr',
    });
    await page.goto(url('/employee/bank-accounts'));
    await page.getByRole('heading', { name: 'Mes comptes bancaires', level: 1 }).waitFor();
    const panel = page.getByTestId('employee-bank-accounts');
    const masked = panel.getByTestId('bank-account-row').first().getByTestId('masked-number');
    expect(await masked.getAttribute('dir')).toBe('ltr');
    await panel.getByText('Solde', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await picture(page, 'bank-accounts-panel-dark-rtl-fr');
  });

  it('replaces the company’s funding account after a confirmation', async () => {
    const page = await pageOf(demoEmails.owner);
    const companyId = companyIdOf((await apiSignIn(demoEmails.owner)).accessToken);
    await page.goto(url(`/company/${companyId}/view-and-config`));
    const card = page.getByTestId('company-funding-account');
    const rows = card.getByTestId('bank-account-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await card.getByRole('button', { name: 'Replace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the funding account' });
    await dialog.getByLabel('Bank name').fill('Lakeside Community Bank');
    await dialog.getByLabel('Routing number').fill('122105155');
    await dialog.locator('input[name=accountNumber]').fill('77703456789');
    await dialog.getByLabel('Account number again').fill('77703456780');
    await dialog.getByRole('button', { name: 'Save funding account' }).click();
    await dialog.getByText('The two account numbers differ').waitFor();
    await dialog.getByLabel('Account number again').fill('77703456789');
    await dialog.getByRole('button', { name: 'Save funding account' }).click();

    const confirm = page.getByRole('dialog', { name: 'Replace the funding account?' });
    await confirm.getByText('••••6789').waitFor();
    await picture(page, 'bank-accounts-funding-confirm');
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await toast(page, 'Funding account saved');
    await expect.poll(() => rows.count()).toBe(before + 1);
    await rows.filter({ hasText: 'Lakeside Community Bank' }).getByText('Active').waitFor();
    expect(await rows.filter({ hasText: 'Inactive' }).count()).toBe(before);
    await card.scrollIntoViewIfNeeded();
    await picture(page, 'bank-accounts-funding-card');
    expect(errors).toEqual([]);
  });
});
