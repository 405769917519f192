import type { PaycheckRequestInput } from '@paydesk/contracts';
import { z } from 'zod';
import { stateModules } from '../src/index';

type StateInput = PaycheckRequestInput['state'];
type Choice = { readonly field: string; readonly options: readonly (string | number | boolean)[] };

/** Every state's certificate choices (filing status, county, city, district…) from its schema. */
const CHOICES: ReadonlyMap<string, readonly Choice[]> = new Map(
  stateModules().map((module) => {
    const schema = z.toJSONSchema(module.certificateSchema, {
      io: 'input',
      unrepresentable: 'any',
    }) as { properties?: Record<string, { enum?: (string | number | boolean)[] }> };
    const choices = Object.entries(schema.properties ?? {}).flatMap(([field, property]) =>
      property.enum === undefined ? [] : [{ field, options: property.enum }],
    );
    return [module.code, choices];
  }),
);

/** Ohio school districts on either base, and one number that levies nothing. */
const OHIO_SCHOOL_DISTRICTS = ['0203', '0302', '0502', '1102', '5104', '6907', '9999'];

export const ALL_STATE_CODES: readonly string[] = [...CHOICES.keys()].sort();

/**
 * A certificate for the state with each choice drawn at random (a county, a city, a transit
 * district, a status), so the payroll meets the local taxes as often as the states' own tables.
 */
export const randomCertificate = (code: string, random: () => number): StateInput => {
  const state: Record<string, unknown> = { code };
  for (const { field, options } of CHOICES.get(code) ?? []) {
    // A filed MW507 must name the county, so the county is always chosen.
    if (field === 'countyOfResidence' || random() < 0.7) {
      state[field] = options[Math.floor(random() * options.length)];
    }
  }
  if (code === 'OH' && random() < 0.5) {
    state.schoolDistrict = OHIO_SCHOOL_DISTRICTS[Math.floor(random() * 7)];
  }
  return state as StateInput;
};

/** Employer-entered local taxes for some Pennsylvania and Ohio employees (decision 126). */
export const randomEmployerLocalTaxes = (
  code: string,
  random: () => number,
): NonNullable<PaycheckRequestInput['employerLocalTaxes']> => {
  if (code === 'PA' && random() < 0.5) {
    return [
      {
        kind: 'paEit',
        residence: { localId: 'PA-PSD-460602', name: 'Residence', residentRate: '1.7' },
        work: { localId: 'PA-PSD-700101', name: 'Work', nonresidentRate: '1' },
      },
      { kind: 'paLst', localId: 'PA-PSD-700101', name: 'Work', annualCents: 52_00 },
    ];
  }
  if (code === 'OH' && random() < 0.5) {
    return [
      {
        kind: 'ohMunicipal',
        work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' },
        residence: { localId: 'OH-DAYTON', name: 'Dayton', rate: '3.75', creditRate: '2.25' },
      },
    ];
  }
  return [];
};
