import { describe, expect, it, vi } from 'vitest';
import { parseSettings, SETTINGS_STORAGE_KEY } from './settings-storage';
import { createSettingsStore } from './settings-store';
import { defaultSettings } from './settings-types';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
}

function eventTarget() {
  const target = new EventTarget();
  const fire = (key: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { events: target as unknown as Window, fire };
}

describe('interface settings storage', () => {
  it('has the defaults of the specification §3.2', () => {
    expect(defaultSettings).toEqual({
      menuOrientation: 'vertical',
      miniDrawer: false,
      fontFamily: 'inter',
      borderRadius: 8,
      outlinedFilled: true,
      mode: 'light',
      presetColor: 'default',
      i18n: 'en',
      themeDirection: 'ltr',
      container: false,
    });
  });

  it('keeps valid stored values and replaces each invalid one by its default', () => {
    const parsed = parseSettings(
      JSON.stringify({ mode: 'dark', presetColor: 'theme9', borderRadius: 400, i18n: 'zh' }),
    );
    expect(parsed).toEqual({ ...defaultSettings, mode: 'dark', i18n: 'zh' });
    expect(parseSettings('not json')).toEqual(defaultSettings);
    expect(parseSettings('[1,2]')).toEqual(defaultSettings);
  });

  it("takes a prerendered page's language when none is stored, and a stored one before it", () => {
    const french = { ...defaultSettings, i18n: 'fr' as const };
    expect(createSettingsStore(memoryStorage(), null, french).getSnapshot().i18n).toBe('fr');
    const stored = memoryStorage({ [SETTINGS_STORAGE_KEY]: JSON.stringify({ i18n: 'zh' }) });
    expect(createSettingsStore(stored, null, french).getSnapshot().i18n).toBe('zh');
    expect(parseSettings(JSON.stringify({ mode: 'dark' }), french)).toEqual({
      ...french,
      mode: 'dark',
    });
  });

  it('stores each change under one key, and reset restores every default', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage, null);
    store.set('themeDirection', 'rtl');
    store.set('container', true);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({
      themeDirection: 'rtl',
      container: true,
    });
    store.reset();
    expect(store.getSnapshot()).toEqual(defaultSettings);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual(defaultSettings);
  });

  it('re-reads the settings when another tab changes them', () => {
    const storage = memoryStorage();
    const { events, fire } = eventTarget();
    const store = createSettingsStore(storage, events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'dark' }));
    fire('some-other-key');
    expect(listener).not.toHaveBeenCalled();
    fire(SETTINGS_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().mode).toBe('dark');
    unsubscribe();
    fire(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
