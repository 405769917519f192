/** Query keys of the deductions feature; mutations invalidate through these. */
export const deductionKeys = {
  all: ['deductions'] as const,
  deductions: (employeeId: string) => [...deductionKeys.all, 'deductions', employeeId] as const,
  garnishments: (employeeId: string) => [...deductionKeys.all, 'garnishments', employeeId] as const,
};

/** `/employees/{id}/deductions` or `/employees/{id}/garnishments`, and one record under it. */
export const employeePath = (
  employeeId: string,
  part: 'deductions' | 'garnishments',
  id?: string,
) =>
  `/employees/${encodeURIComponent(employeeId)}/${part}${id ? `/${encodeURIComponent(id)}` : ''}`;
