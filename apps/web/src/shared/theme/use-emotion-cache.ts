import type { EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';
import type { ThemeDirection } from '../settings/settings-types';
import { loadEmotionCache, readyEmotionCache } from './emotion-cache';

type Applied = { direction: ThemeDirection; cache: EmotionCache };

/**
 * The style cache for the chosen direction. While the right-to-left one loads, the previous
 * direction stays on screen; on a first load in right-to-left there is none, so the answer is
 * null and nothing renders (the catalogue is still loading at that moment anyway).
 */
export function useEmotionCache(direction: ThemeDirection): Applied | null {
  const ready = readyEmotionCache(direction);
  const [applied, setApplied] = useState<Applied | null>(
    ready ? { direction, cache: ready } : null,
  );
  useEffect(() => {
    let current = true;
    void loadEmotionCache(direction).then((cache) => {
      if (current) setApplied((shown) => (shown?.cache === cache ? shown : { direction, cache }));
    });
    return () => {
      current = false;
    };
  }, [direction]);
  if (ready) return applied?.cache === ready ? applied : { direction, cache: ready };
  return applied;
}
