import type { AppContext } from '@paydesk/api/platform/app-context';
import { createYearEndService, type Form941Source } from './year-end-service';

/** The year-end feature's services; Form 941 comes from the tax-filings feature (services.ts). */
export const createYearEndServices = (context: AppContext, ports: { form941s: Form941Source }) => ({
  yearEnd: createYearEndService(context, ports.form941s),
});

export type YearEndServices = ReturnType<typeof createYearEndServices>;
