import { z } from 'zod';
import { usPhoneSchema } from '../auth/auth-requests';
import {
  businessEntityTypes,
  companyStatuses,
  federalFilingForms,
  industryTypes,
  usStateCodes,
  validEinPrefixes,
} from './us-data';
import { plainLine } from '../text';

export const companyNameSchema = plainLine(
  z.string().trim().min(1, 'Enter the company name').max(100, 'Use at most 100 characters'),
);

/** Nine digits, answered as NN-NNNNNNN, with a prefix the IRS assigns. */
export const einSchema = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{7}$/, 'Enter the EIN as NN-NNNNNNN')
  .transform((value) => `${value.slice(0, 2)}-${value.replace('-', '').slice(2)}`)
  .refine((value) => validEinPrefixes.includes(value.slice(0, 2)), {
    message: 'This EIN prefix is not one the IRS assigns',
  });

export const usStateSchema = z.enum(usStateCodes, { message: 'Choose a US state' });
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code as NNNNN or NNNNN-NNNN');
export const federalFilingFormSchema = z.enum(federalFilingForms, {
  message: 'Choose form 941 or 944',
});
export const businessEntityTypeSchema = z.enum(businessEntityTypes, {
  message: 'Choose a business entity type',
});
export const industryTypeSchema = z.enum(industryTypes, { message: 'Choose an industry' });
export const companyStatusSchema = z.enum(companyStatuses);

/** A percentage from 0.01 to 100 with at most two decimals. */
export const ownershipPercentageSchema = z
  .number({ message: 'Enter a percentage' })
  .min(0.01, 'Use at least 0.01%')
  .max(100, 'Use at most 100%')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Use at most two decimals',
  });

export const addressInputSchema = z.object({
  addressLine1: plainLine(z.string().trim().min(1, 'Enter the street address').max(200)),
  addressLine2: plainLine(z.string().trim().max(200).nullish()),
  city: plainLine(z.string().trim().min(1, 'Enter the city').max(100)),
  state: usStateSchema,
  zipCode: zipCodeSchema,
  phoneNumber: usPhoneSchema.nullish(),
});

export const addressSchema = addressInputSchema.extend({ id: z.string() }).meta({ id: 'Address' });

export { usPhoneSchema };
export type AddressInput = z.infer<typeof addressInputSchema>;
export type Address = z.infer<typeof addressSchema>;
