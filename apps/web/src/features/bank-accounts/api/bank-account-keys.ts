/** The holder of accounts: a company (its funding account) or one of its employees. */
export type Holder = { companyId: string; employeeId: string | null };

/** Query keys of the bank-accounts feature; mutations invalidate through these. */
export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: (holder: Holder) =>
    [...bankAccountKeys.all, holder.companyId, holder.employeeId ?? 'company'] as const,
};
