import type { Employee } from '@paydesk/contracts';
import type { ComponentType } from 'react';

/** What a tab another feature fills receives. */
export type EmployeeTabProps = { companyId: string; employee: Employee };

/** The profile's tabs that other features fill. */
export const slotTabs = ['deductions', 'garnishments', 'bank-accounts', 'pay-stubs'] as const;
export type SlotTab = (typeof slotTabs)[number];

/**
 * The profile's tabs that other features fill (recurring deductions, garnishments, bank accounts,
 * pay stubs). Features do not import each other upwards, so the app layer passes them in; a tab
 * not given says so.
 */
export type EmployeeProfileSlots = Partial<Record<SlotTab, ComponentType<EmployeeTabProps>>>;

/** Whether a tab is one another feature fills. */
export const isSlotTab = (tab: string): tab is SlotTab =>
  (slotTabs as readonly string[]).includes(tab);
