/** Header names of the specification §7 (HTTP header names are case-insensitive). */
export const headerNames = {
  companyId: 'Company-ID',
  employeeId: 'Employee-ID',
  contractorId: 'Contractor-ID',
  pageKey: 'Page-Key',
  pageSize: 'Page-Size',
  nextPageKey: 'next-page-key',
  previousPageKey: 'previous-page-key',
  terminationDate: 'Termination-Date',
  terminationReason: 'Termination-Reason',
  overrideCurrentPayroll: 'Override-Current-Payroll',
  payDate: 'Pay-Date',
  idempotencyKey: 'Idempotency-Key',
} as const;
