import * as z from '../z';
import { emailSchema, usPhoneSchema } from '../auth/auth-requests';
import {
  addressInputSchema,
  businessEntityTypeSchema,
  companyNameSchema,
  einSchema,
  federalFilingFormSchema,
  industryTypeSchema,
  ownershipPercentageSchema,
} from './fields';
import { recordIdSchema } from '../record-keys';
import { plainLine } from '../text';

const ownerFields = {
  employeeId: z.nullish(recordIdSchema()),
  firstName: plainLine(
    z.string().check(z.trim(), z.minLength(1, 'Enter the first name'), z.maxLength(100)),
  ),
  lastName: plainLine(
    z.string().check(z.trim(), z.minLength(1, 'Enter the last name'), z.maxLength(100)),
  ),
  email: emailSchema,
  phoneNumber: usPhoneSchema,
  ownershipPercentage: ownershipPercentageSchema,
};

export const onboardingOwnerSchema = z.object(ownerFields);

const linkedAddress = z.extend(addressInputSchema, {
  sameAsPhysical: z._default(z.boolean(), false),
});

/** The whole wizard, as checked on completion (specification §3.4; federalFilingForm spelled so). */
export const onboardingCompletionSchema = z
  .object({
    name: companyNameSchema,
    companyId: z.optional(recordIdSchema()),
    mainOwner: onboardingOwnerSchema,
    owners: z._default(z.array(onboardingOwnerSchema).check(z.maxLength(20)), []),
    isRegisteredWithIrs: z.boolean(),
    federalEin: einSchema,
    federalFilingForm: federalFilingFormSchema,
    businessEntityType: businessEntityTypeSchema,
    industryType: industryTypeSchema,
    physicalAddress: addressInputSchema,
    mailingAddress: z.union([linkedAddress, z.object({ sameAsPhysical: z.literal(true) })]),
    legalFilingAddress: z.union([linkedAddress, z.object({ sameAsPhysical: z.literal(true) })]),
  })
  .check(
    z.superRefine((draft, ctx) => {
      const total = [draft.mainOwner, ...draft.owners].reduce(
        (sum, owner) => sum + Math.round(owner.ownershipPercentage * 100),
        0,
      );
      if (total > 10_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['owners'],
          message: `Ownership adds up to ${(total / 100).toFixed(2)}%; it may not exceed 100%`,
        });
      }
    }),
  );

/**
 * The draft saved at any step: every part optional, each part that is present well-formed.
 * `currentStep` lets the wizard reopen where the owner left off.
 */
export const onboardingDraftSchema = z
  .strictObject({
    currentStep: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
    name: z.optional(companyNameSchema),
    companyId: z.optional(recordIdSchema()),
    mainOwner: z.optional(z.partial(onboardingOwnerSchema)),
    owners: z.optional(z.array(z.partial(onboardingOwnerSchema)).check(z.maxLength(20))),
    isRegisteredWithIrs: z.optional(z.boolean()),
    federalEin: z.optional(z.string().check(z.maxLength(20))),
    federalFilingForm: z.optional(z.string().check(z.maxLength(10))),
    businessEntityType: z.optional(z.string().check(z.maxLength(60))),
    industryType: z.optional(z.string().check(z.maxLength(60))),
    physicalAddress: z.optional(z.partial(addressInputSchema)),
    mailingAddress: z.optional(
      z.extend(z.partial(addressInputSchema), { sameAsPhysical: z.optional(z.boolean()) }),
    ),
    legalFilingAddress: z.optional(
      z.extend(z.partial(addressInputSchema), { sameAsPhysical: z.optional(z.boolean()) }),
    ),
  })
  .register(z.globalRegistry, { id: 'OnboardingDraft' });

export const onboardingStepKeys = [
  'company_details',
  'addresses',
  'owners',
  'funding_account',
  'pay_group',
] as const;

export const onboardingChecklistItemSchema = z.object({
  key: z.enum(onboardingStepKeys),
  done: z.boolean(),
});

export const onboardingStateSchema = z
  .object({
    companyId: z.string(),
    status: z.string(),
    draft: z.nullable(onboardingDraftSchema),
    checklist: z.array(onboardingChecklistItemSchema),
  })
  .register(z.globalRegistry, { id: 'OnboardingState' });

export type OnboardingOwner = z.infer<typeof onboardingOwnerSchema>;
export type OnboardingCompletion = z.infer<typeof onboardingCompletionSchema>;
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;
export type OnboardingStepKey = (typeof onboardingStepKeys)[number];
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
