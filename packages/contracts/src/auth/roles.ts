import * as z from '../z';

export const roles = {
  platformAdmin: 'platform:admin',
  companyOwner: 'company:company-info',
  employee: 'myself:employee-info',
  contractor: 'myself:contractor-info',
} as const;

export const roleSchema = z.enum([
  roles.platformAdmin,
  roles.companyOwner,
  roles.employee,
  roles.contractor,
]);
export type Role = z.infer<typeof roleSchema>;
