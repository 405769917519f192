import type { ReaderLanguage } from '@paydesk/contracts';
import type { W2PdfLabels } from './catalogue';
import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { zh } from './zh';

export type { W2PdfLabels } from './catalogue';

/** The employee's W-2 speaks every language of the product around the form. */
export const w2PdfCatalogues: Record<ReaderLanguage, W2PdfLabels> = { en, fr, ro, zh };

/** A catalogue text with its `{placeholders}` filled in. */
export const fillIn = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
