import { usStateCodes, usStateNames } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues, locales } from './catalogues';

// The pay stub PDF names a state from the contracts' list; the screen from this catalogue.
describe('US state names', () => {
  it.each(locales)('%s names every state as the contracts do, for the PDF', (locale) => {
    for (const code of usStateCodes) {
      expect(catalogues[locale][`forms.usState.${code}`], code).toBe(
        `${usStateNames[locale][code]} (${code})`,
      );
    }
  });
});
