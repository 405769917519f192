import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../shared/i18n/locale';
import type { Catalogue } from '../shared/i18n/catalogue-loaders';
import { loadMessages } from './i18n-messages';

const messages = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadMessages(locale)] as const)),
) as Record<Locale, Catalogue>;

function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date
    ) {
      found.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

describe('every message in every language', () => {
  it.each(locales)('%s parses as ICU and names the same placeholders as English', (locale) => {
    for (const [id, english] of Object.entries(messages.en)) {
      const text = messages[locale][id] ?? '';
      const expected = [...placeholders(parse(english))].sort();
      expect([...placeholders(parse(text))].sort(), `${locale} ${id}`).toEqual(expected);
    }
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s is translated, not copied', (locale) => {
    const ids = Object.keys(messages.en);
    const copied = ids.filter((id) => messages[locale][id] === messages.en[id]);
    expect(copied.length / ids.length).toBeLessThan(0.1);
  });
});
