import * as z from '../z';
import { recordIdSchema, versionSchema } from '../record-keys';
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
  phoneNumber: z.nullable(z.string()),
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
    federalEin: z.nullable(z.string()),
    federalFillingForm: z.nullable(z.string()),
    businessEntityType: z.nullable(z.string()),
    industryType: z.nullable(z.string()),
    physicalAddress: z.nullable(addressSchema),
    mailingAddress: z.nullable(addressSchema),
    legalFilingAddress: z.nullable(addressSchema),
    employeeCount: z.number().check(z.int()),
    version: z.number().check(z.int()),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Company' });

export const companyListItemSchema = z
  .pick(companySchema, {
    id: true,
    name: true,
    status: true,
    federalEin: true,
    employeeCount: true,
    createdAt: true,
  })
  .register(z.globalRegistry, { id: 'CompanyListItem' });

const companyFields = {
  name: companyNameSchema,
  isRegisteredWithIrs: z.boolean(),
  federalEin: z.nullable(einSchema),
  federalFillingForm: z.nullable(federalFilingFormSchema),
  businessEntityType: z.nullable(businessEntityTypeSchema),
  industryType: z.nullable(industryTypeSchema),
  physicalAddress: z.nullable(addressInputSchema),
  mailingAddress: z.nullable(addressInputSchema),
  legalFilingAddress: z.nullable(addressInputSchema),
};

export const createCompanyRequestSchema = z
  .strictObject({
    ...companyFields,
    isRegisteredWithIrs: z._default(companyFields.isRegisteredWithIrs, false),
    federalEin: z.optional(companyFields.federalEin),
    federalFillingForm: z.optional(companyFields.federalFillingForm),
    businessEntityType: z.optional(companyFields.businessEntityType),
    industryType: z.optional(companyFields.industryType),
    physicalAddress: z.optional(companyFields.physicalAddress),
    mailingAddress: z.optional(companyFields.mailingAddress),
    legalFilingAddress: z.optional(companyFields.legalFilingAddress),
  })
  .register(z.globalRegistry, { id: 'CreateCompanyRequest' });

/** Only the fields sent change; `version`, when sent, must match (stale → 409). */
export const patchCompanyRequestSchema = z
  .partial(
    z.strictObject({
      ...companyFields,
      status: companyStatusSchema,
      version: versionSchema,
    }),
  )
  .register(z.globalRegistry, { id: 'PatchCompanyRequest' });

export const grantOwnershipRequestSchema = z
  .strictObject({
    ownerEmployeeId: recordIdSchema('Choose an employee'),
    ownershipPercentage: ownershipPercentageSchema,
  })
  .register(z.globalRegistry, { id: 'GrantOwnershipRequest' });

export const companyListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(companyStatusSchema),
});

export const companyEmployeeSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.string(),
    jobTitle: z.nullable(z.string()),
    department: z.nullable(z.string()),
    workState: z.nullable(z.string()),
    paymentType: z.nullable(z.string()),
    hireDate: z.nullable(z.string()),
    payGroupId: z.nullable(z.string()),
    isOwner: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'CompanyEmployee' });

export const companyEmployeeQuerySchema = z.object({
  /** Name or email (API.md); `search` is the same filter under its older name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(['onboarding', 'active', 'terminated'])),
});

export type Company = z.infer<typeof companySchema>;
export type CompanyOwner = z.infer<typeof companyOwnerSchema>;
export type CompanyListItem = z.infer<typeof companyListItemSchema>;
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;
export type PatchCompanyRequest = z.infer<typeof patchCompanyRequestSchema>;
export type GrantOwnershipRequest = z.infer<typeof grantOwnershipRequestSchema>;
export type CompanyEmployee = z.infer<typeof companyEmployeeSchema>;
