import { z } from 'zod';
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
import { plainLine } from '../text';

const ownerFields = {
  employeeId: z.string().nullish(),
  firstName: plainLine(z.string().trim().min(1, 'Enter the first name').max(100)),
  lastName: plainLine(z.string().trim().min(1, 'Enter the last name').max(100)),
  email: emailSchema,
  phoneNumber: usPhoneSchema,
  ownershipPercentage: ownershipPercentageSchema,
};

export const onboardingOwnerSchema = z.object(ownerFields);

const linkedAddress = addressInputSchema.extend({ sameAsPhysical: z.boolean().default(false) });

/** The whole wizard, as checked on completion (specification §3.4; federalFilingForm spelled so). */
export const onboardingCompletionSchema = z
  .object({
    name: companyNameSchema,
    companyId: z.string().optional(),
    mainOwner: onboardingOwnerSchema,
    owners: z.array(onboardingOwnerSchema).max(20).default([]),
    isRegisteredWithIrs: z.boolean(),
    federalEin: einSchema,
    federalFilingForm: federalFilingFormSchema,
    businessEntityType: businessEntityTypeSchema,
    industryType: industryTypeSchema,
    physicalAddress: addressInputSchema,
    mailingAddress: linkedAddress.or(z.object({ sameAsPhysical: z.literal(true) })),
    legalFilingAddress: linkedAddress.or(z.object({ sameAsPhysical: z.literal(true) })),
  })
  .superRefine((draft, ctx) => {
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
  });

/**
 * The draft saved at any step: every part optional, each part that is present well-formed.
 * `currentStep` lets the wizard reopen where the owner left off.
 */
export const onboardingDraftSchema = z
  .object({
    currentStep: z.number().int().min(0).max(3).optional(),
    name: companyNameSchema.optional(),
    companyId: z.string().optional(),
    mainOwner: onboardingOwnerSchema.partial().optional(),
    owners: z.array(onboardingOwnerSchema.partial()).max(20).optional(),
    isRegisteredWithIrs: z.boolean().optional(),
    federalEin: z.string().max(20).optional(),
    federalFilingForm: z.string().max(10).optional(),
    businessEntityType: z.string().max(60).optional(),
    industryType: z.string().max(60).optional(),
    physicalAddress: addressInputSchema.partial().optional(),
    mailingAddress: addressInputSchema
      .partial()
      .extend({ sameAsPhysical: z.boolean().optional() })
      .optional(),
    legalFilingAddress: addressInputSchema
      .partial()
      .extend({ sameAsPhysical: z.boolean().optional() })
      .optional(),
  })
  .strict()
  .meta({ id: 'OnboardingDraft' });

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
    draft: onboardingDraftSchema.nullable(),
    checklist: z.array(onboardingChecklistItemSchema),
  })
  .meta({ id: 'OnboardingState' });

export type OnboardingOwner = z.infer<typeof onboardingOwnerSchema>;
export type OnboardingCompletion = z.infer<typeof onboardingCompletionSchema>;
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;
export type OnboardingStepKey = (typeof onboardingStepKeys)[number];
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
