import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from './payroll-keys';

/** The register's file name, as the server names it too (API.md). */
export const registerFileName = (payrollId: string) => `payroll-register-${payrollId}.csv`;

/** GET /payrolls/{id}/register.csv: one row per employee with every figure, totals last. */
export async function downloadRegister(companyId: string, payrollId: string): Promise<Blob> {
  const { data } = await apiRequest<Blob>(
    `/payrolls/${encodeURIComponent(payrollId)}/register.csv`,
    { headers: { ...companyHeader(companyId), Accept: 'text/csv' }, responseType: 'blob' },
  );
  return data;
}

/** Saves a blob under a file name through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

export function useDownloadRegister(companyId: string, payrollId: string) {
  return useMutation({
    mutationFn: () => downloadRegister(companyId, payrollId),
    onSuccess: (blob) => saveFile(blob, registerFileName(payrollId)),
  });
}
