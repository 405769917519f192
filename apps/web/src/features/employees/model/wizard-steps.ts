import {
  bankAccountFieldsSchema,
  checkLegalId,
  createEmployeeRequestSchema,
  employeeEmailSchema,
  employmentFields,
  federalTaxSchema,
  identityFields,
  payFields,
  paymentMethodSchema,
  stateTaxSchema,
} from '@paydesk/contracts';
import * as z from 'zod/mini';
import type { StepDefinition, StepOwner } from '@web/shared/forms/stepper/step-definition';
import { w4FormPath, type FormIssue } from './w4-values';
import { createRequestOf, sectionsOf } from './wizard-request';
import { hasCertificate, type WizardValues, type WorkStateInfo } from './wizard-values';

export const wizardStepIds = [
  'identity',
  'address',
  'employment',
  'pay',
  'federal',
  'state',
  'deposit',
  'review',
] as const;
export type WizardStepId = (typeof wizardStepIds)[number];

const { address, ...personFields } = identityFields;

/** Each step checks its part of the request with the contract's own field schemas. */
const stepSchemas: Record<WizardStepId, z.ZodMiniType> = {
  identity: z
    .object({ ...personFields, email: employeeEmailSchema })
    .check(z.superRefine(checkLegalId)),
  address: z.object({ address }),
  employment: z.object(employmentFields),
  pay: z.object(payFields),
  federal: z.object({ federalTax: z.nullish(federalTaxSchema) }),
  state: z.object({ stateTax: z.nullish(stateTaxSchema) }),
  deposit: z.object({
    paymentMethod: paymentMethodSchema,
    bankAccount: z.nullish(bankAccountFieldsSchema),
  }),
  review: createEmployeeRequestSchema,
};

/** The top-level form fields each step owns (a server error on one sends the person back). */
const stepFields: Record<WizardStepId, readonly string[]> = {
  identity: [...Object.keys(personFields), 'email'],
  address: ['address'],
  employment: [
    ...Object.keys(employmentFields),
    'employeeWillInformI9Form',
    'employeeWillInformW9Form',
  ],
  pay: Object.keys(payFields),
  federal: ['federalTax', 'employeeWillInformFederalTax'],
  state: ['stateTax', 'employeeWillInformStateTax'],
  deposit: ['paymentMethod', 'bankAccount', 'employeeWillInformBankAccount'],
  review: [],
};

export type WizardStep = StepDefinition<WizardStepId>;

/**
 * The steps the wizard shows for these values, as data. A section the employee will provide
 * stays as a step (its switch lives there) but belongs to the employee and asks nothing more;
 * the state certificate step is left out when the work state has no certificate to fill in.
 */
export function wizardSteps(values: WizardValues, state: WorkStateInfo): WizardStep[] {
  const sections = sectionsOf(values, state);
  const owners: Partial<Record<WizardStepId, StepOwner>> = {
    federal: sections.federal ? 'employer' : 'employee',
    state: sections.stateByEmployee ? 'employee' : 'employer',
    deposit: sections.bankByEmployee ? 'employee' : 'employer',
  };
  // Until a work state is chosen its step stays, so the wizard does not change length under you.
  const showState = values.workState === '' || hasCertificate(state);
  return wizardStepIds
    .filter((id) => id !== 'state' || showState)
    .map((id) => ({
      id,
      labelId: `employees.wizard.step.${id}`,
      owner: owners[id] ?? 'employer',
      fields: stepFields[id],
    }));
}

/** A request path as the form names it: `federalTax.dependentsCents` → `federalTax.dependents`. */
export function formPathOf(path: string): string {
  const bare = path.replace(/^body\./, '');
  return bare.startsWith('federalTax.') ? w4FormPath(bare) : bare;
}

const issuePath = (issue: z.core.$ZodIssue) => formPathOf(issue.path.map(String).join('.'));

/** The step that owns a form field (`bankAccount.routingNumber` → deposit), or review. */
export function stepOfPath(path: string): WizardStepId {
  const top = formPathOf(path).split('.')[0] ?? '';
  return wizardStepIds.find((id) => stepFields[id].includes(top)) ?? 'review';
}

/**
 * The problems that keep the wizard on a step: the step's part of the request checked by the
 * contract, and what could not be read at all (an amount that is not one). Review checks all.
 */
export function stepIssues(
  step: WizardStepId,
  values: WizardValues,
  state: WorkStateInfo,
): FormIssue[] {
  const { request, issues } = createRequestOf(values, state);
  const parsed = stepSchemas[step].safeParse(request);
  const contract = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issuePath(issue),
        message: issue.message,
        code: issue.code,
      }));
  const all = [...issues, ...contract];
  return step === 'review' ? all : all.filter((issue) => stepOfPath(issue.path) === step);
}
