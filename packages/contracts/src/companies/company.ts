import { z } from 'zod';
import {
  addressInputSchema,
  addressSchema,
  businessEntityTypeSchema,
  companyNameSchema,
  companyStatusSchema,
  einSchema,
  federalFilingFormSchema,
  industryTypeSchema,
  ownershipPercentageSchema,
} from './fields';

export const companyOwnerSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  ownershipPercentage: z.number(),
});

/** The company record of the specification §3.3 (federalFillingForm spelled as there). */
export const companySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: companyStatusSchema,
    owners: z.array(companyOwnerSchema),
    isRegisteredWithIrs: z.boolean(),
    federalEin: z.string().nullable(),
    federalFillingForm: z.string().nullable(),
    businessEntityType: z.string().nullable(),
    industryType: z.string().nullable(),
    physicalAddress: addressSchema.nullable(),
    mailingAddress: addressSchema.nullable(),
    legalFilingAddress: addressSchema.nullable(),
    employeeCount: z.number().int(),
    version: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Company' });

export const companyListItemSchema = companySchema
  .pick({
    id: true,
    name: true,
    status: true,
    federalEin: true,
    employeeCount: true,
    createdAt: true,
  })
  .meta({ id: 'CompanyListItem' });

const companyFields = {
  name: companyNameSchema,
  isRegisteredWithIrs: z.boolean(),
  federalEin: einSchema.nullable(),
  federalFillingForm: federalFilingFormSchema.nullable(),
  businessEntityType: businessEntityTypeSchema.nullable(),
  industryType: industryTypeSchema.nullable(),
  physicalAddress: addressInputSchema.nullable(),
  mailingAddress: addressInputSchema.nullable(),
  legalFilingAddress: addressInputSchema.nullable(),
};

export const createCompanyRequestSchema = z
  .object({
    ...companyFields,
    isRegisteredWithIrs: companyFields.isRegisteredWithIrs.default(false),
    federalEin: companyFields.federalEin.optional(),
    federalFillingForm: companyFields.federalFillingForm.optional(),
    businessEntityType: companyFields.businessEntityType.optional(),
    industryType: companyFields.industryType.optional(),
    physicalAddress: companyFields.physicalAddress.optional(),
    mailingAddress: companyFields.mailingAddress.optional(),
    legalFilingAddress: companyFields.legalFilingAddress.optional(),
  })
  .strict()
  .meta({ id: 'CreateCompanyRequest' });

/** Only the fields sent change; `version`, when sent, must match (stale → 409). */
export const patchCompanyRequestSchema = z
  .object({
    ...companyFields,
    status: companyStatusSchema,
    version: z.number().int().min(1),
  })
  .partial()
  .strict()
  .meta({ id: 'PatchCompanyRequest' });

export const grantOwnershipRequestSchema = z
  .object({
    ownerEmployeeId: z.string().min(1, 'Choose an employee'),
    ownershipPercentage: ownershipPercentageSchema,
  })
  .strict()
  .meta({ id: 'GrantOwnershipRequest' });

export const companyListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: companyStatusSchema.optional(),
});

export const companyEmployeeSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.string(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
    workState: z.string().nullable(),
    paymentType: z.string().nullable(),
    hireDate: z.string().nullable(),
    payGroupId: z.string().nullable(),
    isOwner: z.boolean(),
  })
  .meta({ id: 'CompanyEmployee' });

export const companyEmployeeQuerySchema = z.object({
  /** Name or email (API.md); `search` is the same filter under its older name. */
  q: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(['onboarding', 'active', 'terminated']).optional(),
});

export type Company = z.infer<typeof companySchema>;
export type CompanyOwner = z.infer<typeof companyOwnerSchema>;
export type CompanyListItem = z.infer<typeof companyListItemSchema>;
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;
export type PatchCompanyRequest = z.infer<typeof patchCompanyRequestSchema>;
export type GrantOwnershipRequest = z.infer<typeof grantOwnershipRequestSchema>;
export type CompanyEmployee = z.infer<typeof companyEmployeeSchema>;
