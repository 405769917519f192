import { addressInputSchema, onboardingCompletionSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { completionInputOf, type WizardValues } from './wizard-values';

export const wizardSteps = ['company', 'addresses', 'owners', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const REVIEW_STEP = wizardSteps.length - 1;

const completion = onboardingCompletionSchema.shape;

/** Mailing or legal-filing address: the physical one repeated, or a full address of its own. */
const linkedAddressSchema = z.discriminatedUnion('sameAsPhysical', [
  z.object({ sameAsPhysical: z.literal(true) }),
  addressInputSchema.extend({ sameAsPhysical: z.literal(false) }),
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

/** Top-level fields each step owns (the review step owns them all). */
const stepFields: readonly (readonly string[])[] = stepSchemas.map((schema) =>
  Object.keys(schema.shape),
);

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
  const owned = stepFields[step];
  return whole.error.issues
    .map(renamed)
    .filter((issue) => !owned || owned.includes(String(issue.path[0])));
}

/** The first step with a problem, so the review can send the owner back to it. */
export function stepOfField(field: string): number {
  const first = field.split('.')[0] ?? '';
  const top = first === 'federalFilingForm' ? 'federalFillingForm' : first;
  const index = stepFields.findIndex((fields) => fields.includes(top));
  return index === -1 ? REVIEW_STEP : index;
}
