import type { ReaderLanguage } from '../../texts/us-state-names';
import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { zh } from './zh';
import type { PayLineTexts } from './pay-line-texts';

export type { PayLineTexts, TaxExplanationTexts } from './pay-line-texts';

/** The pay-line catalogue of each language the product speaks. */
export const payLineTexts: Readonly<Record<ReaderLanguage, PayLineTexts>> = { en, fr, ro, zh };
