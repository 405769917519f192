// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { createAchFile } from '../api/create-ach-file';
import en from '../locales/en.json';
import { CreateAchFilePage } from '../pages/create-ach-file-page';

const STORED = 'paydesk.job.ach-files.generate.create';

const file = {
  id: 'file-1',
  createdAt: '2026-11-24T12:00:00Z',
  payrollIds: ['payroll-1', 'payroll-2'],
  entryCount: 2_400,
  totalCreditCents: 123_456_00,
  totalDebitCents: 123_456_00,
  effectiveEntryDate: '2026-12-04',
};

const job = (status: string, done: number, extra: Record<string, unknown> = {}) => ({
  id: 'job-1',
  kind: 'ach-files.generate',
  companyId: 'company-1',
  subjectId: 'ach:abc',
  status,
  done,
  total: 2,
  result: null,
  error: null,
  createdAt: '2026-11-24T12:00:00Z',
  startedAt: '2026-11-24T12:00:00Z',
  finishedAt: null,
  ...extra,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the job read running at 1 of 2, then as `last`; the lists empty. */
function serve(last: unknown) {
  const calls: string[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/jobs/job-1') {
        reads += 1;
        return answer(200, reads === 1 ? job('running', 1) : last);
      }
      return answer(200, { items: [], totalItems: 0, totalPages: 0 });
    }),
  );
  return calls;
}

function show() {
  // The page header reads the route's matches: a data router, as the app has.
  const router = createMemoryRouter([{ path: '/', element: <CreateAchFilePage /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SettingsContext.Provider
      value={{
        settings: defaultSettings,
        setSetting: () => undefined,
        resetSettings: () => undefined,
      }}
    >
      <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a large ACH file made by a job', () => {
  it('shows the job’s progress instead of the lists, then the file as after a 201', async () => {
    window.sessionStorage.setItem(STORED, 'job-1');
    serve(job('succeeded', 2, { result: { achFileId: 'file-1', achFile: file } }));
    show();
    const bar = await screen.findByRole('progressbar', { name: 'Generating the ACH file' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toContain('1 of 2');
    expect(screen.queryByRole('button', { name: 'Generate ACH file' })).toBeNull();

    const generated = await screen.findByTestId('ach-generated', {}, { timeout: 5000 });
    expect(generated.textContent).toContain('ACH file created');
    expect(screen.getByTestId('generated-name').textContent).toContain('file-1');
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
  });

  it('shows the refusal a failed job met and gives the lists back', async () => {
    window.sessionStorage.setItem(STORED, 'job-1');
    const error = {
      code: 'ach_file.funding_missing',
      detail: 'Lakeside Bakery LLC has no active funding account to debit for payroll payroll-1.',
    };
    serve(job('failed', 0, { error }));
    show();
    const alert = await screen.findByTestId('ach-failure', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to generate ACH file');
    expect(alert.textContent).toContain(error.detail);
    expect(screen.queryByRole('progressbar', { name: 'Generating the ACH file' })).toBeNull();
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
  });

  it('asks with an Idempotency-Key and reads a 202 as the job, a 201 as the file', async () => {
    const keys: (string | null)[] = [];
    let status = 202;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return answer(status, status === 202 ? { jobId: 'job-1' } : file);
      }),
    );
    expect(await createAchFile({ payrolls: ['payroll-1'] }, 'key-1')).toEqual({ jobId: 'job-1' });
    status = 201;
    expect(await createAchFile({ payrolls: ['payroll-1'] })).toEqual({ file });
    expect(keys[0]).toBe('key-1');
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
  });
});
