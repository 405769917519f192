import type { EmotionCache } from '@emotion/cache';

/**
 * The style elements a prerendered page inlines: the styles of the classes its HTML uses and the
 * global ones (the baseline), each element named as Emotion names what it inserts, so the
 * browser's style cache adopts them (they are not inserted again) when the app starts.
 *
 * The cache must be in compatibility mode (`compat = true`), in which rendering on the server
 * keeps each rule in `cache.inserted` instead of writing a style element beside the markup.
 */
export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) {
    if (match[1]) used.add(match[1]);
  }
  const classIds: string[] = [];
  let classCss = '';
  const tags: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class's rules are registered under its class name; a global style's are not.
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else if (used.has(id)) {
      classIds.push(id);
      classCss += rules;
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`);
  return tags.join('');
}
