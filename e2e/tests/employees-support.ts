import type { Page } from 'playwright-core';
import { api, url } from './companies-support';

/** Helpers shared by the employees feature's browser tests. */

/** Types a date into a MUI X date field (month, day, year sections in English). */
export async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** An SSN no seeded employee has: a random area in 100–665, group and serial never zero. */
export function randomSsn(): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  const area = 100 + Math.floor(Math.random() * 565);
  const group = 1 + Math.floor(Math.random() * 98);
  const serial = 1 + Math.floor(Math.random() * 9998);
  return `${pad(area, 3)}-${pad(group, 2)}-${pad(serial, 4)}`;
}

type EmployeeRow = { id: string; firstName: string; lastName: string };

/** The id of a company's employee, found through the list's search. */
export async function employeeNamed(
  token: string,
  companyId: string,
  q: string,
): Promise<EmployeeRow> {
  const page = await api<{ items: EmployeeRow[] }>(
    token,
    'GET',
    `/companies/${companyId}/employees?q=${encodeURIComponent(q)}`,
  );
  const row = page.items[0];
  if (!row) throw new Error(`No employee matches ${q}`);
  return row;
}

/** One call to the employees API as a company's owner (the Company-ID header named). */
export async function companyApi<T>(
  token: string,
  companyId: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Company-ID': companyId,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
