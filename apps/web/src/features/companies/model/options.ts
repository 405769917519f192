import {
  businessEntityTypes,
  companyStatuses,
  federalFilingForms,
  industryTypes,
  type OnboardingStepKey,
} from '@paydesk/contracts';

import { codeLabelId, optionsOf, usStateOptions, type Option } from '@web/shared/forms/options';

export { codeLabelId, type Option };

export const statusOptions = optionsOf(companyStatuses, 'companies.status');
export const entityTypeOptions = optionsOf(businessEntityTypes, 'companies.entityType');
export const industryOptions = optionsOf(industryTypes, 'companies.industry');
export const filingFormOptions = optionsOf(federalFilingForms, 'companies.filingForm');
export const stateOptions = usStateOptions;

export const statusLabelId = (status: string) => `companies.status.${status}`;
export const stepLabelId = (key: OnboardingStepKey) => `companies.checklist.${key}`;
