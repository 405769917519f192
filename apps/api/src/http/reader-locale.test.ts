import { describe, expect, it } from 'vitest';
import { readerLocaleOf } from './reader-locale';

describe('the reader’s language from Accept-Language', () => {
  it.each([
    [undefined, 'en', 'en-US'],
    ['', 'en', 'en-US'],
    ['fr', 'fr', 'fr-FR'],
    ['fr-CA,fr;q=0.9', 'fr', 'fr-CA'],
    ['de-DE, ro;q=0.7, en;q=0.5', 'ro', 'ro-RO'],
    ['en;q=0.4, zh-CN;q=0.9', 'zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh', 'zh-Hans-CN'],
    ['de, es', 'en', 'en-US'],
    ['*', 'en', 'en-US'],
    ['fr;q=0, ro', 'ro', 'ro-RO'],
    ['not a tag!!, zh', 'zh', 'zh-CN'],
  ])('%s → %s (%s)', (header, language, locale) => {
    expect(readerLocaleOf(header)).toEqual({ language, locale });
  });
});
