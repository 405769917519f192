import { z } from 'zod';

/** `:id`, the company every `/api/companies/:id/…` operation is about. */
export const companyIdParams = z.object({ id: z.string().min(1).max(64) });

export const COMPANIES_PAGE_SIZE = 20;
export const COMPANY_EMPLOYEES_PAGE_SIZE = 25;
