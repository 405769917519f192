import { headerNames } from '@paydesk/contracts';
import { z } from 'zod';
import { companyHeaderSchema } from '@paydesk/api/http/company-header';

export const bankAccountIdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * A delete names the holder: `Company-ID`, and `Employee-Id` for an employee's account or
 * `Contractor-Id` for a contractor's.
 */
export const holderHeaders = companyHeaderSchema
  .extend({
    [headerNames.employeeId.toLowerCase()]: z.string().min(1).max(64).optional(),
    [headerNames.contractorId.toLowerCase()]: z.string().min(1).max(64).optional(),
  })
  .passthrough();
