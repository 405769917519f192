import { usStateNames } from '@paydesk/contracts';

/**
 * USPS codes of the fifty states and the District of Columbia, with their English names: the
 * contracts' one list, under the name the SPA and the pay stub PDF import it by.
 */
export const US_STATE_NAMES: Readonly<Record<string, string>> = usStateNames.en;
