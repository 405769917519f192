/** Query keys of the year-end feature. */
export const yearEndKeys = {
  all: ['year-end'] as const,
  w2s: (companyId: string, year: number) => [...yearEndKeys.all, companyId, 'w2', year] as const,
  deposits: (companyId: string, year: number) =>
    [...yearEndKeys.all, companyId, 'deposits', year] as const,
  documents: (employeeId: string) => [...yearEndKeys.all, 'documents', employeeId] as const,
};
