import { headerNames } from '@paydesk/contracts';

/** The `Company-ID` header that names the company a company-scoped call acts for. */
export const companyHeader = (companyId: string) => ({ [headerNames.companyId]: companyId });
