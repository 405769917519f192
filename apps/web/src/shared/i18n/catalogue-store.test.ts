import { describe, expect, it, vi } from 'vitest';
import type { Catalogue, CatalogueLoaders } from './catalogue-loaders';
import { createCatalogueStore } from './catalogue-store';
import type { Locale } from './locale';

/** Loaders whose loads resolve only when the test says so, counting what was asked. */
function controlledLoaders(name: string) {
  const asked: Locale[] = [];
  const pending: (() => void)[] = [];
  const loadersOf = (locale: Locale) => () => {
    asked.push(locale);
    return new Promise<Catalogue>((resolve) => {
      pending.push(() => resolve({ [`${name}.title`]: `${name} ${locale}` }));
    });
  };
  const loaders: CatalogueLoaders = {
    en: loadersOf('en'),
    fr: loadersOf('fr'),
    ro: loadersOf('ro'),
    zh: loadersOf('zh'),
  };
  return { loaders, asked, release: () => pending.splice(0).forEach((resolve) => resolve()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogue store', () => {
  it('shows the first pages catalogues without loading the rest', async () => {
    const first = controlledLoaders('auth');
    const rest = controlledLoaders('payroll');
    const store = createCatalogueStore([first.loaders], { payroll: rest.loaders });
    expect(store.getSnapshot()).toBeNull();

    const shown = store.show('en');
    first.release();
    await shown;
    expect(store.getSnapshot()).toEqual({
      locale: 'en',
      parts: [],
      messages: { 'auth.title': 'auth en' },
    });
    expect(rest.asked).toEqual([]);
  });

  it('holds a route asking for every catalogue until they are on screen, even before a language is chosen', async () => {
    const first = controlledLoaders('auth');
    const rest = controlledLoaders('payroll');
    const store = createCatalogueStore([first.loaders], { payroll: rest.loaders });
    const listener = vi.fn();
    store.subscribe(listener);

    let routeReady = false;
    void store.showAll().then(() => {
      routeReady = true;
      // The provider has been told before the route renders.
      expect(listener).toHaveBeenCalled();
      expect(store.getSnapshot()?.messages['payroll.title']).toBe('payroll fr');
    });
    await settle();
    expect(first.asked).toEqual([]);

    void store.show('fr');
    await settle();
    first.release();
    rest.release();
    await settle();
    first.release();
    await settle();
    expect(routeReady).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ locale: 'fr', parts: ['payroll'] });
  });

  it('keeps the shown language until the next one has loaded, and loads all of it once asked for', async () => {
    const first = controlledLoaders('auth');
    const rest = controlledLoaders('payroll');
    const store = createCatalogueStore([first.loaders], { payroll: rest.loaders });
    const english = store.show('en');
    first.release();
    await english;
    const all = store.showAll();
    first.release();
    rest.release();
    await all;

    const chinese = store.show('zh');
    expect(store.getSnapshot()?.locale).toBe('en');
    first.release();
    rest.release();
    await chinese;
    expect(store.getSnapshot()).toEqual({
      locale: 'zh',
      parts: ['payroll'],
      messages: { 'auth.title': 'auth zh', 'payroll.title': 'payroll zh' },
    });
    expect(rest.asked).toEqual(['en', 'zh']);
  });

  it('lets the latest language win when two changes cross', async () => {
    const first = controlledLoaders('auth');
    const store = createCatalogueStore([first.loaders], {});
    void store.show('fr');
    const romanian = store.show('ro');
    first.release();
    await settle();
    first.release();
    await romanian;
    expect(store.getSnapshot()?.locale).toBe('ro');
  });

  it("loads only the parts a route names, adds the next route's, and keeps them all in a new language", async () => {
    const first = controlledLoaders('auth');
    const companies = controlledLoaders('companies');
    const payroll = controlledLoaders('payroll');
    const employees = controlledLoaders('employees');
    const store = createCatalogueStore([first.loaders], {
      companies: companies.loaders,
      payroll: payroll.loaders,
      employees: employees.loaders,
    });
    void store.show('en');
    const dashboard = store.showParts(['payroll', 'companies']);
    first.release();
    companies.release();
    payroll.release();
    await dashboard;
    expect(store.getSnapshot()).toEqual({
      locale: 'en',
      parts: ['companies', 'payroll'],
      messages: {
        'auth.title': 'auth en',
        'companies.title': 'companies en',
        'payroll.title': 'payroll en',
      },
    });
    expect(employees.asked).toEqual([]);

    // Parts already on screen resolve at once, without a download.
    await store.showParts(['companies']);
    expect(companies.asked).toEqual(['en']);

    const profile = store.showParts(['employees']);
    employees.release();
    await profile;
    expect(store.getSnapshot()?.parts).toEqual(['companies', 'payroll', 'employees']);
    expect(first.asked).toEqual(['en']);

    const french = store.show('fr');
    first.release();
    companies.release();
    payroll.release();
    employees.release();
    await french;
    expect(store.getSnapshot()?.messages).toEqual({
      'auth.title': 'auth fr',
      'companies.title': 'companies fr',
      'payroll.title': 'payroll fr',
      'employees.title': 'employees fr',
    });
  });
});
