import * as z from '../z';

export const roles = {
  platformAdmin: 'platform:admin',
  companyOwner: 'company:company-info',
  employee: 'myself:employee-info',
} as const;

export const roleSchema = z.enum([roles.platformAdmin, roles.companyOwner, roles.employee]);
export type Role = z.infer<typeof roleSchema>;
