import { readerLanguages, type ReaderLanguage } from '@paydesk/contracts';
import type { StubLabels } from './catalogue';
import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { zh } from './zh';

export type { StubLabels } from './catalogue';

/** A stub speaks every language of the product. */
export const stubLanguages = readerLanguages;
export type StubLanguage = ReaderLanguage;

export const stubCatalogues: Record<StubLanguage, StubLabels> = { en, fr, ro, zh };
