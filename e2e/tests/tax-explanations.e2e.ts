import {
  payLineTexts,
  type PaycheckLine,
  type PaycheckResult,
  type PayrollDraftLine,
  type PayStub,
  type TaxExplanation,
} from '@paydesk/contracts';
import { previousBusinessDay } from '@paydesk/engine/calendar';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { apiSignIn, demoEmails } from '../support/sign-in';
import { companyIdOf, picture, signedInPage, url } from './companies-support';
import { companyApi } from './employees-support';

const viewport = { width: 1440, height: 1000 };
const french = payLineTexts.fr.explanation;

/** Text as a reader sees it: the locale's narrow and no-break spaces read as spaces. */
const seen = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const frenchMoney = (cents: number) =>
  seen(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(cents / 100));

/**
 * What an opened explanation must say in French, whatever its figures: the method, every input
 * and the rounding named from the French catalogue, and the publication as printed.
 */
async function expectFrenchExplanation(region: Locator, explanation: TaxExplanation) {
  const text = seen(await region.textContent());
  expect(text).toContain(french.methods[explanation.method]);
  for (const step of explanation.steps) expect(text).toContain(french.inputs[step.input]);
  expect(text).toContain(french.roundings[explanation.rounding]);
  expect(text).toContain(`Source : ${explanation.publication}`);
  if (explanation.bracket) {
    expect(text).toContain('Ligne du barème : Au-delà de ');
    expect(text).toContain(frenchMoney(explanation.bracket.overCents));
  }
}

/**
 * Opens the "Pourquoi … ?" button under an amount from the keyboard, as a reader without a mouse
 * would, and answers the explanation it opened.
 */
async function openWithKeyboard(page: Page, scope: Locator, amountCents: number) {
  const button = scope.getByRole('button', { name: `Pourquoi ${frenchMoney(amountCents)} ?` });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await button.focus();
  await page.keyboard.press('Enter');
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const region = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await region.waitFor();
  expect(await region.getAttribute('role')).toBe('region');
  return { button, region };
}

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

const isoDaysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

type Draft = { draftId: string; version: number };
type Bonus = { owner: string; companyId: string; employeeId: string; draftId: string };

/** An off-cycle bonus draft for the demo employee (Illinois), made through the API. */
async function bonusDraft(): Promise<Bonus> {
  const owner = (await apiSignIn(demoEmails.owner)).accessToken;
  const companyId = companyIdOf(owner);
  const { employeeId } = JSON.parse(
    Buffer.from(
      (await apiSignIn(demoEmails.employee)).accessToken.split('.')[1] ?? '',
      'base64url',
    ).toString('utf8'),
  ) as { employeeId: string };
  const employee = await companyApi<{ payGroup: string }>(
    owner,
    companyId,
    'GET',
    `/employees/${employeeId}`,
  );
  const created = await companyApi<Draft>(owner, companyId, 'POST', '/payroll-drafts', {
    payGroupId: employee.payGroup,
    offCycle: {
      reason: 'bonus',
      payDate: previousBusinessDay(isoDaysFromToday(12)),
      periodStart: isoDaysFromToday(-20),
      periodEnd: isoDaysFromToday(-7),
      employeeIds: [employeeId],
      withholding: 'supplemental',
    },
  });
  const path = `/payroll-drafts/${created.draftId}`;
  const draft = await companyApi<Draft>(owner, companyId, 'GET', path);
  await companyApi(owner, companyId, 'PUT', path, {
    version: draft.version,
    lines: [{ employeeId, bonusCents: 150_000 }],
  });
  return { owner, companyId, employeeId, draftId: created.draftId };
}

/** The bonus committed: its stub's id. */
async function stubOfABonus(): Promise<string> {
  const { owner, companyId, employeeId, draftId } = await bonusDraft();
  const payroll = await companyApi<{ items: { employeeId: string; payStubId: string }[] }>(
    owner,
    companyId,
    'POST',
    '/payrolls',
    { draftId },
  );
  const stubId = payroll.items.find((item) => item.employeeId === employeeId)?.payStubId;
  if (!stubId) throw new Error('The bonus payroll holds no stub of the demo employee');
  return stubId;
}

describe('why a tax amount is what it is', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const errors: string[] = [];

  const open = async (email: string, settings: Record<string, unknown>): Promise<Page> => {
    const signedIn = await signedInPage(browser, email, settings, viewport);
    context = signedIn.context;
    signedIn.page.on('pageerror', (error) => errors.push(error.message));
    return signedIn.page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => browser.close());

  it('the calculator explains Illinois’ tax in French, right to left and dark', async () => {
    const page = await open(demoEmails.owner, { mode: 'dark', themeDirection: 'rtl', i18n: 'fr' });
    await page.goto(url('/owner/paycheck-calculator'));
    await page.getByRole('heading', { name: 'Calculateur de paie', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('Salaire annuel').fill('78 000');
    await choose(page, /^État/, 'Illinois (IL)');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/paycheck')),
      page.getByRole('button', { name: 'Calculer' }).click(),
    ]);
    const result = (await answer.json()) as PaycheckResult;
    const stateTax = result.lines.find(
      (line): line is PaycheckLine & { explanation: TaxExplanation } =>
        line.code === 'stateIncomeTax' && line.explanation !== undefined,
    );
    expect(stateTax, 'the state income tax line carries its explanation').toBeDefined();

    const taxes = page.getByTestId('result-employeeTaxes');
    const row = taxes.locator('tr', { hasText: 'Impôt sur le revenu de l’État (Illinois)' });
    await row.waitFor();
    const { button, region } = await openWithKeyboard(page, row, stateTax!.amountCents);
    await expectFrenchExplanation(region, stateTax!.explanation);

    // Right to left: the explanation starts at the right, its accent on its right edge, and its
    // figures stay left to right.
    const [rowBox, regionBox] = [await row.boundingBox(), await region.boundingBox()];
    expect(rowBox!.x + rowBox!.width - (regionBox!.x + regionBox!.width)).toBeLessThan(2);
    const borders = await region.evaluate((node) => {
      const style = getComputedStyle(node);
      return [style.borderRightWidth, style.borderLeftWidth, style.backgroundColor];
    });
    expect(borders.slice(0, 2)).toEqual(['3px', '0px']);
    // The question keeps a French sentence's order: "Pourquoi 148,50 $US ?", not its mirror.
    expect(await button.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    const figures = region.locator('dd bdi');
    expect(await figures.count()).toBe(stateTax!.explanation.steps.length);
    for (const figure of await figures.all()) expect(await figure.getAttribute('dir')).toBe('ltr');
    // Dark: the text on the explanation is light.
    const color = await region.evaluate((node) => getComputedStyle(node).color);
    const [red = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(180);

    await region.scrollIntoViewIfNeeded();
    await picture(page, 'tax-explanation-calculator-fr-rtl-dark');
    await button.press('Enter');
    await region.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('a pay stub explains its state tax in French', async () => {
    const stubId = await stubOfABonus();
    const page = await open(demoEmails.employee, { i18n: 'fr' });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/pay-stubs/${stubId}`)),
      page.goto(url(`/employee/pay-stubs/${stubId}`)),
    ]);
    const stub = (await answer.json()) as PayStub;
    const paper = page.getByTestId('pay-stub-paper');
    await paper.waitFor();
    const stateTax = stub.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax');
    expect(stateTax?.explanation, 'the stub keeps the state tax’s explanation').toBeDefined();

    const row = paper.locator('tr', { hasText: 'Impôt sur le revenu de l’État (Illinois)' });
    const { region } = await openWithKeyboard(page, row, stateTax!.amountCents);
    await expectFrenchExplanation(region, stateTax!.explanation!);
    await region.scrollIntoViewIfNeeded();
    await picture(page, 'tax-explanation-pay-stub-fr');
    expect(errors).toEqual([]);
  });

  it('the draft editor opens a line’s taxes and explains its state tax, right to left', async () => {
    const bonus = await bonusDraft();
    try {
      const page = await open(demoEmails.owner, { themeDirection: 'rtl', i18n: 'fr' });
      const [answer] = await Promise.all([
        page.waitForResponse((response) =>
          response.url().endsWith(`/api/payroll-drafts/${bonus.draftId}`),
        ),
        page.goto(
          url(`/company/${bonus.companyId}/payroll-management/create?draftId=${bonus.draftId}`),
        ),
      ]);
      const draft = (await answer.json()) as { items: PayrollDraftLine[] };
      const line = draft.items.find((item) => item.employeeId === bonus.employeeId);
      const stateTax = line?.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax');
      expect(
        stateTax?.explanation,
        'the draft line keeps the state tax’s explanation',
      ).toBeDefined();

      const details = page.getByTestId(`taxes-${bonus.employeeId}-details`);
      expect(await details.getAttribute('aria-expanded')).toBe('false');
      await details.click();
      expect(await details.getAttribute('aria-expanded')).toBe('true');
      const list = page.getByTestId(`tax-details-${bonus.employeeId}`);
      expect(await details.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      const item = list.locator('li', { hasText: 'Impôt sur le revenu de l’État (Illinois)' });
      const { region } = await openWithKeyboard(page, item, stateTax!.amountCents);
      await expectFrenchExplanation(region, stateTax!.explanation!);
      // Right to left: the tax's name at the right, its amount and the question at the left.
      const [name, amount] = [
        await item.getByText('Impôt sur le revenu de l’État (Illinois)').boundingBox(),
        await item.getByRole('button').boundingBox(),
      ];
      expect(amount!.x).toBeLessThan(name!.x);
      await region.scrollIntoViewIfNeeded();
      await picture(page, 'tax-explanation-draft-editor-fr-rtl');
      expect(errors).toEqual([]);
    } finally {
      // The draft is left to no other test: the demo's payrolls stay as they were.
      const deleted = await fetch(url(`/api/payroll-drafts/${bonus.draftId}`), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${bonus.owner}`, 'Company-ID': bonus.companyId },
      });
      expect(deleted.ok).toBe(true);
    }
  });
});
