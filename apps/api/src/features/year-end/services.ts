import type { AppContext } from '@paydesk/api/platform/app-context';
import { createEmployerFormsService } from './employer-forms-service';
import { createStateTaxIdsService } from './state-tax-ids-service';
import { createW2BatchJobs } from './w2-batch-jobs';
import { createW2PublicationService } from './w2-publication-service';
import { createYearEndService, type Form941Source } from './year-end-service';

/** The year-end feature's services; Form 941 comes from the tax-filings feature (services.ts). */
export function createYearEndServices(context: AppContext, ports: { form941s: Form941Source }) {
  const yearEnd = createYearEndService(context, ports.form941s);
  const employerForms = createEmployerFormsService(context, yearEnd);
  return {
    yearEnd,
    w2Publications: createW2PublicationService(context, yearEnd),
    employerForms,
    copiesDJobs: createW2BatchJobs(context, employerForms),
    stateTaxIds: createStateTaxIdsService(context),
  };
}

export type YearEndServices = ReturnType<typeof createYearEndServices>;
