import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const companyNotFound = () => notFound('company.not_found', 'The company');
const pathCompanyOf = (params: unknown): string | undefined =>
  (params as { id?: string } | undefined)?.id;

/**
 * The company `Company-ID` names (and the path's, where it names one, must be the same) is one
 * the caller manages; any other is the same 404 as a company that does not exist.
 */
const manageable = async ({ access, headers, params }: ScopeRequest): Promise<void> => {
  const companyId = companyIdOfHeaders(headers);
  const inPath = pathCompanyOf(params);
  if (inPath !== undefined && inPath !== companyId) throw companyNotFound();
  if (!(await access.canManageCompany(companyId))) throw companyNotFound();
};

/** A run by id: the employer's; the service answers 404 for another company's. */
const employerOnly = async ({ access }: ScopeRequest): Promise<void> => {
  if (!access.isAdmin && !access.isOwner) {
    throw notFound('contractor_payment.not_found', 'The contractor payment');
  }
};

const employers = [roles.platformAdmin, roles.companyOwner] as const;

/**
 * Contractor payments and 1099-NEC: the company's owners and administrators pay and read them; a
 * contractor reads only their own lines and forms under `/me` (the service finds whose they are).
 */
export const contractorPaymentPolicies = {
  pay: { name: 'contractor-payment.pay', admits: [...employers], scope: manageable },
  read: { name: 'contractor-payment.read', admits: [...employers], scope: manageable },
  readOne: { name: 'contractor-payment.read-one', admits: [...employers], scope: employerOnly },
  list: { name: 'contractor-payment.list', admits: [...employers], scope: employerOnly },
  void: { name: 'contractor-payment.void', admits: [...employers], scope: employerOnly },
  forms: { name: 'contractor-tax-form.read', admits: [...employers], scope: manageable },
  mine: { name: 'contractor-payment.mine', admits: [roles.contractor] },
} satisfies Record<string, Policy>;
