import { usStateCodes } from '@paydesk/contracts';

/** A select option whose label comes from the catalogue. */
export type Option = { value: string; labelId: string };

export const optionsOf = (values: readonly string[], prefix: string): Option[] =>
  values.map((value) => ({ value, labelId: `${prefix}.${value}` }));

/** State codes are the same in every language; the label names the state. */
export const usStateOptions = optionsOf(usStateCodes, 'forms.usState');

/** The label of a stored code, or null when the code is empty or unknown to the catalogue. */
export function codeLabelId(options: readonly Option[], code: string | null): string | null {
  return options.find((option) => option.value === code)?.labelId ?? null;
}
