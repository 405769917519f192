const company = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;

/** The owner's contractor pages, under the company. */
export const contractorsPath = (companyId: string) => `${company(companyId)}/contractors`;
export const contractorPath = (companyId: string, contractorId: string) =>
  `${contractorsPath(companyId)}/${encodeURIComponent(contractorId)}`;
export const payContractorsPath = (companyId: string) => `${contractorsPath(companyId)}/pay`;

/** The contractor's own pages (role `myself:contractor-info`). */
export const CONTRACTOR_DASHBOARD_PATH = '/contractor/dashboard';
export const CONTRACTOR_PROFILE_PATH = '/contractor/profile';
