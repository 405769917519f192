import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeDirection } from '../settings/settings-types';

// Right-to-left flips every left/right style at insertion time, so components written for
// left-to-right need no changes. The caches are kept apart so switching back is instant.
const caches: Record<ThemeDirection, EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [rtlPlugin] }),
};

export const emotionCacheFor = (direction: ThemeDirection): EmotionCache => caches[direction];
