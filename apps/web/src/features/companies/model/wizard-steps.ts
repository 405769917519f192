import { addressInputSchema, onboardingCompletionSchema } from '@paydesk/contracts';
import * as z from 'zod/mini';
import {
  stepOfField as ownerOfField,
  type StepDefinition,
} from '@web/shared/forms/stepper/step-definition';
import { completionInputOf, type WizardValues } from './wizard-values';

const completion = onboardingCompletionSchema.shape;

/** Mailing or legal-filing address: the physical one repeated, or a full address of its own. */
const linkedAddressSchema = z.discriminatedUnion('sameAsPhysical', [
  z.object({ sameAsPhysical: z.literal(true) }),
  z.extend(addressInputSchema, { sameAsPhysical: z.literal(false) }),
]);

/**
 * Each step checks its own part with the completion contract's field schemas, under the form's
 * field names (the company record spells the filing form `federalFillingForm`).
 */
const stepSchemas = [
  z.object({
    name: completion.name,
    isRegisteredWithIrs: completion.isRegisteredWithIrs,
    federalEin: completion.federalEin,
    federalFillingForm: completion.federalFilingForm,
    businessEntityType: completion.businessEntityType,
    industryType: completion.industryType,
  }),
  z.object({
    physicalAddress: completion.physicalAddress,
    mailingAddress: linkedAddressSchema,
    legalFilingAddress: linkedAddressSchema,
  }),
  z.object({ mainOwner: completion.mainOwner, owners: completion.owners }),
] as const;

const fieldsOf = (schema: z.ZodMiniObject) => Object.keys(schema.shape);

export type WizardStep = 'company' | 'addresses' | 'owners' | 'review';

/** The wizard's steps as data; the review step owns no field of its own and checks them all. */
export const wizardStepDefinitions: readonly StepDefinition<WizardStep>[] = [
  ...(['company', 'addresses', 'owners'] as const).map((id, index) => ({
    id,
    labelId: `companies.wizard.step.${id}`,
    owner: 'employer' as const,
    fields: fieldsOf(stepSchemas[index] ?? z.object({})),
    schema: stepSchemas[index],
  })),
  { id: 'review', labelId: 'companies.wizard.step.review', owner: 'employer', fields: [] },
];

export const wizardSteps = wizardStepDefinitions.map((step) => step.id);
export const REVIEW_STEP = wizardStepDefinitions.length - 1;

function stepInputOf(values: WizardValues) {
  const input = completionInputOf(values);
  return { ...input, federalFillingForm: input.federalFilingForm };
}

const renamed = (issue: z.core.$ZodIssue): z.core.$ZodIssue =>
  issue.path[0] === 'federalFilingForm'
    ? { ...issue, path: ['federalFillingForm', ...issue.path.slice(1)] }
    : issue;

/**
 * The problems that keep the wizard on `step`. A step first checks its own fields; when they are
 * fine, the whole completion contract runs too and any rule across that step's fields (owners
 * adding up to more than 100%) counts. The review step checks everything.
 */
export function stepIssues(step: number, values: WizardValues): z.core.$ZodIssue[] {
  const schema = stepSchemas[step];
  if (schema) {
    const own = schema.safeParse(stepInputOf(values));
    if (!own.success) return own.error.issues;
  }
  const whole = onboardingCompletionSchema.safeParse(completionInputOf(values));
  if (whole.success) return [];
  const owned = step === REVIEW_STEP ? undefined : wizardStepDefinitions[step]?.fields;
  return whole.error.issues
    .map(renamed)
    .filter((issue) => !owned || owned.includes(String(issue.path[0])));
}

/** The first step with a problem, so the review can send the owner back to it. */
export function stepOfField(field: string): number {
  const renamedField = field.replace(/^federalFilingForm(?=\.|$)/, 'federalFillingForm');
  return ownerOfField(wizardStepDefinitions, renamedField);
}
