import createCache, { type EmotionCache } from '@emotion/cache';
import type { ThemeDirection } from '../settings/settings-types';

// Right-to-left flips every left/right style at insertion time, so components written for
// left-to-right need no changes. The caches are kept apart so switching back is instant. The
// flipping plugin is a chunk of its own: a left-to-right page never downloads it.
const caches: Partial<Record<ThemeDirection, EmotionCache>> = {
  ltr: createCache({ key: 'mui', prepend: true }),
};
let rtlLoading: Promise<EmotionCache> | null = null;

/**
 * The prerender at build time gives each page a fresh left-to-right cache, so the styles it
 * inlines are that page's alone (prerender/render-page.tsx).
 */
export function replaceLtrCache(cache: EmotionCache): void {
  caches.ltr = cache;
}

/** The style cache of a direction, or undefined while the right-to-left one still loads. */
export const readyEmotionCache = (direction: ThemeDirection): EmotionCache | undefined =>
  caches[direction];

export function loadEmotionCache(direction: ThemeDirection): Promise<EmotionCache> {
  const ready = caches[direction];
  if (ready) return Promise.resolve(ready);
  rtlLoading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    const cache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [rtlPlugin] });
    caches.rtl = cache;
    return cache;
  });
  return rtlLoading;
}
