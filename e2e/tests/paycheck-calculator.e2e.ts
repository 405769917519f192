import { statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import { pathOf, signedInPage, url } from './shell-support';

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent()) ?? '';

describe('the paycheck calculator', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser, demoEmails.admin, {
      width: 1440,
      height: 1000,
    }));
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('computes a biweekly $78,000 salary in Texas: gross $3,000.00 and a net figure', async () => {
    await page.getByRole('link', { name: 'Paycheck calculator' }).click();
    await page.waitForURL((address) => address.pathname === '/paycheck-calculator');
    await page.getByRole('heading', { name: 'Paycheck calculator', level: 1 }).waitFor();
    await page.getByTestId('paycheck-result-empty').waitFor();

    expect(await page.getByRole('combobox', { name: /^Pay frequency/ }).textContent()).toContain(
      'Every two weeks',
    );
    await page.getByLabel('Annual salary').fill('78000');
    await choose(page, /^State/, 'Texas (TX)');
    await page
      .getByTestId('state-summary')
      .getByText('Texas has no income tax on wages.')
      .waitFor();
    await page.getByRole('button', { name: 'Calculate' }).click();

    await page.getByTestId('paycheck-result').waitFor();
    expect(await text(page, 'result-gross')).toBe('$3,000.00');
    const net = await text(page, 'result-net');
    expect(net).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const netCents = Math.round(Number(net.replace(/[$,]/g, '')) * 100);
    expect(netCents).toBeGreaterThan(200_000);
    expect(netCents).toBeLessThan(300_000);
    const employeeTaxes = page.getByTestId('result-employeeTaxes');
    await employeeTaxes.getByText('Federal income tax').waitFor();
    await employeeTaxes.getByText('Social Security', { exact: true }).waitFor();
    expect(await employeeTaxes.getByText('income tax').count()).toBe(1);
    await page
      .getByTestId('result-employerTaxes')
      .getByText('Federal unemployment (FUTA)')
      .waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    const path = await screenshot(page, 'paycheck-calculator');
    expect(statSync(path).size).toBeGreaterThan(10_000);
  });

  it('shows Illinois’ IL-W-4 fields when the state changes, and its income tax', async () => {
    await choose(page, /^State/, 'Illinois (IL)');
    const state = page.getByTestId('paycheck-state');
    await state.getByText('Fields of the employee’s IL-W-4').waitFor();
    for (const label of ['Basic allowances (line 1)', 'Additional allowances (line 2)']) {
      expect(await state.getByLabel(label).inputValue()).toBe('0');
    }
    await state.getByLabel('Additional withholding per paycheck').waitFor();
    await state.getByText('Exempt from state withholding').waitFor();

    await state.getByLabel('Basic allowances (line 1)').fill('1');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByTestId('result-employeeTaxes').getByText('Illinois income tax').waitFor();
    expect(await text(page, 'result-gross')).toBe('$3,000.00');
    await page
      .locator('[data-testid=paycheck-result]')
      .getByText('Illinois', { exact: false })
      .first()
      .waitFor();
  });

  it('shows a bad value’s message next to its field, before and after the server answers', async () => {
    const allowances = page.getByTestId('certificate-basicAllowances');
    await allowances.getByLabel('Basic allowances (line 1)').fill('-1');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await allowances.getByText('Must be at least 0').waitFor();
    await allowances.getByLabel('Basic allowances (line 1)').fill('2');
    await allowances.getByText('Must be at least 0').waitFor({ state: 'detached' });

    // Only the engine knows a biweekly period has 336 hours: the server's problem names the field.
    await page.getByRole('button', { name: 'Add an earning' }).click();
    const line = page.getByTestId('earning-line').nth(1);
    await line.getByRole('combobox', { name: /^Earning/ }).click();
    await page.getByRole('option', { name: 'Regular pay', exact: true }).click();
    await line.getByLabel('Hours').fill('400');
    await line.getByLabel('Rate per hour').fill('20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByTestId('paycheck-form-failure').getByText('earnings[1].hours').waitFor();
    await line.getByText(/more than the 336 hours of a biweekly period/).waitFor();

    await line.getByLabel('Hours').fill('1.234');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await line.getByText('Use at most two decimals').waitFor();
    expect(errors).toEqual([]);
  });

  it('is in the owner’s menu at /owner/paycheck-calculator', async () => {
    const owner = await signedInPage(browser, demoEmails.owner);
    try {
      await owner.page.getByRole('link', { name: 'Paycheck calculator' }).click();
      await owner.page.waitForURL((address) => address.pathname === '/owner/paycheck-calculator');
      await owner.page.getByRole('heading', { name: 'Paycheck calculator', level: 1 }).waitFor();
      await owner.page.getByRole('combobox', { name: /^State/ }).waitFor();
      expect(pathOf(owner.page)).toBe('/owner/paycheck-calculator');
      // The administrators' address stays theirs.
      await owner.page.goto(url('/paycheck-calculator'));
      await owner.page.waitForURL((address) => address.pathname === '/unauthorized');
    } finally {
      await owner.context.close();
    }
  });

  it('works in dark mode, right to left, in French', async () => {
    const owner = await signedInPage(browser, demoEmails.owner, { width: 1440, height: 1000 });
    try {
      const french = owner.page;
      await french.evaluate(() =>
        localStorage.setItem(
          'paydesk-config',
          JSON.stringify({ mode: 'dark', themeDirection: 'rtl', i18n: 'fr' }),
        ),
      );
      await french.goto(url('/owner/paycheck-calculator'));
      await french.getByRole('heading', { name: 'Calculateur de paie', level: 1 }).waitFor();
      expect(await french.locator('html').getAttribute('dir')).toBe('rtl');
      await french.getByLabel('Salaire annuel').fill('78 000');
      await choose(french, /^État/, 'Illinois (IL)');
      await french.getByRole('button', { name: 'Calculer' }).click();
      await french.getByTestId('paycheck-result').waitFor();
      expect((await text(french, 'result-gross')).replace(/\s/g, ' ')).toBe('3 000,00 $US');
      await french
        .getByTestId('result-employeeTaxes')
        .getByText('Impôt sur le revenu de l’État (Illinois)')
        .waitFor();
      // Amounts sit at the line's end: on the left when the page reads right to left.
      const row = french.getByTestId('result-earnings').locator('tbody tr').first();
      const [name, amount] = [
        await row.locator('td').nth(0).boundingBox(),
        await row.locator('td').nth(1).boundingBox(),
      ];
      expect(amount!.x).toBeLessThan(name!.x);
      const background = await french
        .getByTestId('paycheck-result')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red = 255] = (background.match(/\d+/g) ?? []).map(Number);
      expect(red).toBeLessThan(100);
      await french.evaluate(() => window.scrollTo(0, 0));
      await screenshot(french, 'paycheck-calculator-dark-rtl-fr');
    } finally {
      await owner.context.close();
    }
  });

  it('offers Indiana’s 92 counties in a searchable list, and taxes the county chosen', async () => {
    await page.goto(url('/paycheck-calculator'));
    await page.getByRole('heading', { name: 'Paycheck calculator', level: 1 }).waitFor();
    await page.getByLabel('Annual salary').fill('78000');
    await choose(page, /^State/, 'Indiana (IN)');
    const county = page.getByTestId('certificate-countyOfResidence').getByRole('combobox');
    const netCents = async () =>
      Math.round(Number((await text(page, 'result-net')).replace(/[$,]/g, '')) * 100);
    const netFor = async (typed: string, name: string, before?: number): Promise<number> => {
      await county.fill(typed);
      const options = page.getByRole('option');
      await options.first().waitFor();
      expect(await options.allTextContents()).toContain(name);
      expect(await options.count()).toBeLessThan(92);
      if (before === undefined) await screenshot(page, 'paycheck-indiana-county-search');
      await page.getByRole('option', { name, exact: true }).click();
      expect(await county.inputValue()).toBe(name);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByTestId('paycheck-result').waitFor();
      // The second county's figures replace the first's once the answer is in.
      if (before !== undefined) await expect.poll(netCents).not.toBe(before);
      return netCents();
    };
    // Marion taxes 2.02 %, Porter 0.5 %: the same pay nets more in Porter.
    const marion = await netFor('mari', 'Marion');
    const porter = await netFor('port', 'Porter', marion);
    expect(porter).toBeGreaterThan(marion);
    expect(errors).toEqual([]);
  });
});
