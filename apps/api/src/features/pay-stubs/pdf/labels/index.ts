import type { StubLabels } from './catalogue';
import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { zh } from './zh';

export type { StubLabels } from './catalogue';

export const stubLanguages = ['en', 'fr', 'ro', 'zh'] as const;
export type StubLanguage = (typeof stubLanguages)[number];

export const stubCatalogues: Record<StubLanguage, StubLabels> = { en, fr, ro, zh };
