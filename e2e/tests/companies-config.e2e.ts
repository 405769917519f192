import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import {
  adminToken,
  api,
  choose,
  companyWithTwoOwners,
  signedInPage,
  toast,
  uniqueName,
  url,
  type CompanyRecord,
} from './companies-support';

describe('a company’s page and its view-and-config page (administrators)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let token: string;
  let company: CompanyRecord;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    company = await api<CompanyRecord>(token, 'POST', '/companies', {
      name: uniqueName('Config Bakery'),
      physicalAddress: {
        addressLine1: '120 Lake Shore Dr',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60611',
      },
    });
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function openConfig(page: Page): Promise<void> {
    await page.goto(url(`/company/${company.id}`));
    await page.getByRole('heading', { name: company.name }).waitFor();
    await page.getByRole('link', { name: 'View and configure' }).first().click();
    await page.waitForURL((address) => address.pathname.endsWith('/view-and-config'));
    // The breadcrumb names the company, read from its data.
    await page.locator('nav[aria-label=Breadcrumbs]').getByText(company.name).waitFor();
  }

  it('edits the mailing address, sending only it with the version', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await openConfig(page);
    const mailing = page.getByTestId('mailingAddress-fields');
    await mailing.getByLabel('Street address').fill('PO Box 42');
    await mailing.getByLabel('City').fill('Chicago');
    await choose(page, 'State', 'Illinois (IL)', mailing);
    await mailing.getByLabel('ZIP code').fill('6060');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    await mailing.getByText('Enter a ZIP code as NNNNN or NNNNN-NNNN').waitFor();
    await mailing.getByLabel('ZIP code').fill('60601');

    const request = page.waitForRequest((sent) => sent.method() === 'PATCH');
    await save.click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['mailingAddress', 'version']);
    await toast(page, 'Changes saved');

    await page
      .locator('nav[aria-label=Breadcrumbs]')
      .getByRole('link', { name: 'Company View' })
      .click();
    const summary = page.getByTestId('summary-mailing-address');
    await summary.getByText('PO Box 42').waitFor();
    expect(await summary.textContent()).toContain('Chicago, IL 60601');
    const stored = await api<CompanyRecord & { mailingAddress: { zipCode: string } }>(
      token,
      'GET',
      `/companies/${company.id}`,
    );
    expect(stored.mailingAddress.zipCode).toBe('60601');
  });

  it('shows the server’s detail when someone else changed the company meanwhile', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await openConfig(page);
    const current = await api<CompanyRecord>(token, 'GET', `/companies/${company.id}`);
    await api(token, 'PATCH', `/companies/${company.id}`, {
      version: current.version,
      industryType: 'manufacturing',
    });
    await page.getByTestId('mailingAddress-fields').getByLabel('City').fill('Evanston');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const detail =
      'The company was changed by someone else in the meantime. Reload it and try again.';
    await toast(page, detail);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('edit-legal').getByText('Manufacturing').waitFor();
  });

  it('revokes an owner after confirming, and grants a share within what is left', async () => {
    const owned = await companyWithTwoOwners('Owners Tailors');
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin));
    await page.goto(url(`/company/${owned.id}/view-and-config`));
    const owners = page.getByTestId('owners-editor');
    await owners.getByTestId('owner-row').nth(1).waitFor();
    expect(await owners.getByTestId('owners-total').textContent()).toBe('100%');

    await owners.getByRole('button', { name: 'Revoke the ownership of Edgar Nixon' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke ownership?' });
    await confirm.getByText(`Edgar Nixon will no longer own any part of ${owned.name}.`).waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Ownership revoked');
    await owners.getByText('Edgar Nixon').waitFor({ state: 'detached' });
    expect(await owners.getByTestId('owners-total').textContent()).toBe('60%');

    await owners.getByRole('button', { name: 'Grant ownership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant ownership' });
    await dialog.getByText('40% of the company is not owned yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.getByText('Choose an employee').waitFor();
    await dialog.getByText('Enter a percentage').waitFor();
    await dialog.getByLabel('Employee').fill('Nix');
    await page.getByRole('option', { name: /Edgar Nixon/ }).click();
    await dialog.getByLabel('Ownership percentage').fill('45');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    // The server says how much is left (409).
    await dialog.getByRole('alert').getByText('at most 40.00% is left', { exact: false }).waitFor();
    await dialog.getByLabel('Ownership percentage').fill('40');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await toast(page, 'Ownership granted');
    await owners.getByText('Edgar Nixon').waitFor();
    expect(await owners.getByTestId('owners-total').textContent()).toBe('100%');
  });
});
