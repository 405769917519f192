import type { Employee } from '@paydesk/contracts';
import type { ComponentType } from 'react';

/** What a tab another feature fills receives. */
export type EmployeeTabProps = { companyId: string; employee: Employee };

/**
 * The profile's tabs that other features fill (bank accounts, pay stubs). Features do not
 * import each other upwards, so the app layer passes them in; a tab not given says so.
 */
export type EmployeeProfileSlots = Partial<
  Record<'bank-accounts' | 'pay-stubs', ComponentType<EmployeeTabProps>>
>;
