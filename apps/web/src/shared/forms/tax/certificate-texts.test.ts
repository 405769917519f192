import { paycheckCertificateSchema } from '@paydesk/contracts';
import { stateModules } from '@paydesk/engine';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod/mini';
import { locales } from '@web/shared/i18n/locale';
import { certificateFieldSpecs, type CertificateFieldSpec } from './certificate-fields';
import { taxFormMessageLoaders } from './locales/loaders';

const TEXTS = 'taxForms.certificate';

// Every state's certificate as GET /api/paycheck/states describes it to the SPA.
const certificates = stateModules().map((module) => ({
  code: module.code,
  specs: certificateFieldSpecs(
    paycheckCertificateSchema.parse(
      toJSONSchema(module.certificateSchema, { io: 'input', unrepresentable: 'any' }),
    ),
  ),
}));

const catalogues = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => [locale, await taxFormMessageLoaders[locale]()] as const),
  ),
);

/** The options a person reads as text; a number is shown formatted in the person's language. */
const textOptions = (spec: CertificateFieldSpec): string[] =>
  spec.control.kind === 'select'
    ? spec.control.options.filter((option) => typeof option !== 'number').map(String)
    : [];

/** What the form would show from the engine's English or a humanized key, per state and field. */
function untranslated(catalogue: Record<string, string>): string[] {
  const has = (id: string) => id in catalogue;
  const missing = new Set<string>();
  for (const { code, specs } of certificates) {
    for (const spec of specs) {
      if (!has(`${TEXTS}.${spec.name}`)) missing.add(`${code} ${spec.name}: label`);
      // A description the catalogue does not translate would show in English as the hint.
      if (spec.schema.description !== undefined && !has(`${TEXTS}.${spec.name}.hint`)) {
        missing.add(`${code} ${spec.name}: hint`);
      }
      for (const option of textOptions(spec)) {
        if (!has(`${TEXTS}.${spec.name}.${option}`) && !has(`${TEXTS}.option.${option}`)) {
          missing.add(`${code} ${spec.name}: option ${option}`);
        }
      }
    }
  }
  return [...missing].sort();
}

describe('every state certificate reads in every language', () => {
  it('covers every state the engine supports', () => {
    expect(certificates.length).toBe(51);
  });

  it.each(locales)('%s names every field and every option', (locale) => {
    expect(untranslated(catalogues[locale] ?? {})).toEqual([]);
  });
});

describe('one field, several states', () => {
  const english = catalogues.en ?? {};
  // As the form picks an option's text: the field's own, else the generic one.
  const optionText = (field: string, option: string) =>
    english[`${TEXTS}.${field}.${option}`] ?? english[`${TEXTS}.option.${option}`];
  const options = (code: string, field: string) =>
    textOptions(certificates.find((c) => c.code === code)!.specs.find((s) => s.name === field)!);

  it('reads Indiana’s counties by their names and Maryland’s as counties', () => {
    const indiana = options('IN', 'countyOfResidence');
    expect(indiana).toHaveLength(92);
    for (const county of indiana) expect(optionText('countyOfResidence', county)).toBe(county);
    expect(options('IN', 'countyOfPrincipalEmployment')).toEqual(indiana);
    expect(optionText('countyOfResidence', 'montgomery')).toBe('Montgomery County');
    expect(optionText('countyOfResidence', 'Montgomery')).toBe('Montgomery');
    expect(optionText('countyOfResidence', 'baltimore_city')).toBe('Baltimore City');
  });
});
