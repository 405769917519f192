import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { docPicturesDir } from '../support/doc-pictures';
import { launchBrowser } from '../support/browser';
import { demoEmails } from '../support/sign-in';
import {
  adminToken,
  findCompany,
  picture,
  signedInPage,
  url,
  type CompanyRecord,
} from './companies-support';

// Two small pictures for the documentation, retaken on every run; the others stay in the
// artifacts folder for whoever reviews a run.
const docs = docPicturesDir;
const small = { width: 1100, height: 760 };

const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

describe('the companies pages in other languages, dark mode and right to left', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let bakery: CompanyRecord & { createdAt: string };
  let onboarding: CompanyRecord;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    bakery = (await findCompany(token, 'Lakeside Bakery LLC')) as typeof bakery;
    onboarding = await findCompany(token, 'Harbor Landscaping Co');
    expect(onboarding.status).toBe('onboarding');
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('French: the texts, dates, percentages and validation messages change', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin, { i18n: 'fr' }));
    await page.goto(url(`/company/${bakery.id}`));
    await page.getByRole('heading', { name: 'Lakeside Bakery LLC' }).waitFor();
    await page.getByRole('heading', { name: 'Données juridiques' }).waitFor();
    await page.getByText('Identique à l’adresse physique').first().waitFor();
    const created = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(
      new Date(bakery.createdAt),
    );
    await page.getByText(created).waitFor();
    expect(await page.getByTestId('owners-total').textContent()).toMatch(/^100\s%$/);

    await page.getByRole('link', { name: 'Consulter et configurer' }).first().click();
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
    await page.getByRole('heading', { name: 'Propriétaires' }).waitFor();
    await page.locator('nav[aria-label]').getByText('Lakeside Bakery LLC').waitFor();

    await page.goto(url(`/employer-onboarding-wizard?companyId=${onboarding.id}`));
    await page.getByRole('heading', { name: 'Intégration de l’entreprise' }).waitFor();
    await page
      .locator('.MuiStepLabel-label.Mui-active', { hasText: 'Entreprise et entité juridique' })
      .waitFor();
    await page.getByLabel('EIN fédéral').fill('12');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.getByText('Saisissez l’EIN au format NN-NNNNNNN').waitFor();
  });

  it('dark and right to left: the drawer sits on the right and the pages follow', async () => {
    let page: Page;
    ({ context, page } = await signedInPage(browser, demoEmails.admin, {
      mode: 'dark',
      themeDirection: 'rtl',
    }));
    await page.goto(url(`/company/${bakery.id}`));
    await page.getByRole('heading', { name: 'Legal data' }).waitFor();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    const drawer = await page.locator('[data-testid=side-drawer-paper]').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(drawer!.x).toBeGreaterThan(width / 2);
    const card = page
      .getByRole('heading', { name: 'Legal data' })
      .locator('xpath=ancestor::section');
    const background = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.3);
    // The label column starts on the right in right to left.
    const label = await page.getByText('Federal EIN', { exact: true }).boundingBox();
    const value = await page.getByTestId('company-ein').boundingBox();
    expect(label!.x).toBeGreaterThan(value!.x);
    // Numbers read left to right even here: "(312) 555-0140", not "555-0140 (312)".
    const phone = page.getByTestId('summary-physical-address-phone');
    const [first, last] = await phone.evaluate((element) => {
      const text = element.firstChild as Text;
      const rectOf = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().x;
      };
      return [rectOf(0), rectOf((text.textContent ?? '').length - 1)];
    });
    expect(await phone.textContent()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(first).toBeLessThan(last!);
  });

  it('takes pictures of the company page, view-and-config and the wizard', async () => {
    const variants = [
      { name: 'light-en', settings: {} },
      { name: 'dark-rtl', settings: { mode: 'dark', themeDirection: 'rtl' } },
    ];
    let page: Page;
    // One sign-in for both variants: the settings change through local storage.
    ({ context, page } = await signedInPage(browser, demoEmails.admin, {}, small));
    for (const variant of variants) {
      await page.evaluate(
        (value) => localStorage.setItem('paydesk-config', JSON.stringify(value)),
        variant.settings,
      );
      await page.goto(url(`/company/${bakery.id}`));
      await page.getByTestId('company-owners').getByTestId('owner-row').first().waitFor();
      await picture(page, `companies-page-${variant.name}`);
      await page.goto(url(`/company/${bakery.id}/view-and-config`));
      await page.getByTestId('edit-legal').waitFor();
      await picture(
        page,
        `companies-view-and-config-${variant.name}`,
        variant.name === 'light-en' ? docs : undefined,
      );
      await page.goto(url(`/employer-onboarding-wizard?companyId=${onboarding.id}`));
      await page.locator('.MuiStepLabel-label.Mui-active').waitFor();
      await picture(
        page,
        `companies-wizard-${variant.name}`,
        variant.name === 'dark-rtl' ? docs : undefined,
      );
    }
  });
});
