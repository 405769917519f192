import {
  businessEntityTypes,
  companyStatuses,
  federalFilingForms,
  industryTypes,
  usStateCodes,
  type OnboardingStepKey,
} from '@paydesk/contracts';

/** A select option whose label comes from the catalogue. */
export type Option = { value: string; labelId: string };

const optionsOf = (values: readonly string[], prefix: string): Option[] =>
  values.map((value) => ({ value, labelId: `${prefix}.${value}` }));

export const statusOptions = optionsOf(companyStatuses, 'companies.status');
export const entityTypeOptions = optionsOf(businessEntityTypes, 'companies.entityType');
export const industryOptions = optionsOf(industryTypes, 'companies.industry');
export const filingFormOptions = optionsOf(federalFilingForms, 'companies.filingForm');
/** State codes are the same in every language; the label names the state. */
export const stateOptions = optionsOf(usStateCodes, 'companies.state');

export const statusLabelId = (status: string) => `companies.status.${status}`;
export const stepLabelId = (key: OnboardingStepKey) => `companies.checklist.${key}`;

/** The label of a stored code, or null when the code is empty or unknown to the catalogue. */
export function codeLabelId(options: readonly Option[], code: string | null): string | null {
  return options.find((option) => option.value === code)?.labelId ?? null;
}
