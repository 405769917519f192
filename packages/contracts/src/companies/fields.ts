import * as z from '../z';
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
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the company name'),
      z.maxLength(100, 'Use at most 100 characters'),
    ),
);

/** Nine digits, answered as NN-NNNNNNN, with a prefix the IRS assigns. */
export const einSchema = z
  .pipe(
    z.string().check(z.trim(), z.regex(/^\d{2}-?\d{7}$/, 'Enter the EIN as NN-NNNNNNN')),
    z.transform((value: string) => `${value.slice(0, 2)}-${value.replace('-', '').slice(2)}`),
  )
  .check(
    z.refine((value) => validEinPrefixes.includes(value.slice(0, 2)), {
      message: 'This EIN prefix is not one the IRS assigns',
    }),
  );

export const usStateSchema = z.enum(usStateCodes, { message: 'Choose a US state' });
export const zipCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code as NNNNN or NNNNN-NNNN'));
export const federalFilingFormSchema = z.enum(federalFilingForms, {
  message: 'Choose form 941 or 944',
});
export const businessEntityTypeSchema = z.enum(businessEntityTypes, {
  message: 'Choose a business entity type',
});
export const industryTypeSchema = z.enum(industryTypes, { message: 'Choose an industry' });
export const companyStatusSchema = z.enum(companyStatuses);

/** A percentage from 0.01 to 100 with at most two decimals. */
export const ownershipPercentageSchema = z.number({ message: 'Enter a percentage' }).check(
  z.gte(0.01, 'Use at least 0.01%'),
  z.lte(100, 'Use at most 100%'),
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Use at most two decimals',
  }),
);

export const addressInputSchema = z.object({
  addressLine1: plainLine(
    z.string().check(z.trim(), z.minLength(1, 'Enter the street address'), z.maxLength(200)),
  ),
  addressLine2: plainLine(z.nullish(z.string().check(z.trim(), z.maxLength(200)))),
  city: plainLine(z.string().check(z.trim(), z.minLength(1, 'Enter the city'), z.maxLength(100))),
  state: usStateSchema,
  zipCode: zipCodeSchema,
  phoneNumber: z.nullish(usPhoneSchema),
});

export const addressSchema = z
  .extend(addressInputSchema, { id: z.string() })
  .register(z.globalRegistry, { id: 'Address' });

export { usPhoneSchema };
export type AddressInput = z.infer<typeof addressInputSchema>;
export type Address = z.infer<typeof addressSchema>;
