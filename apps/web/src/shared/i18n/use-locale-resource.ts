import { useEffect, useState } from 'react';
import type { Locale } from './locale';

type Loaded<T> = { locale: Locale; value: T };

/**
 * What `load` gives for the current language. Until the first load ends it is null; on a change
 * of language the previous language's value stays in use until the new one has arrived, so the
 * page never blanks while a catalogue downloads.
 */
export function useLocaleResource<T>(
  locale: Locale,
  load: (locale: Locale) => Promise<T>,
): Loaded<T> | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let current = true;
    void load(locale).then((value) => {
      if (current) setLoaded({ locale, value });
    });
    return () => {
      current = false;
    };
  }, [locale, load]);
  return loaded;
}
