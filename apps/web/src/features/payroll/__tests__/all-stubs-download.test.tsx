// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings } from '@web/shared/settings/settings-types';
import { AllStubsDownload } from '../components/management/all-stubs-download';
import en from '../locales/en.json';

const saved = vi.hoisted(() => [] as { name: string; size: number }[]);
vi.mock('@web/shared/http/save-file', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ name, size: blob.size }),
}));

const job = (status: string, done: number) => ({
  id: 'job-1',
  kind: 'pay-stubs.archive',
  companyId: 'company-1',
  subjectId: 'payroll-1',
  status,
  done,
  total: 2,
  result: status === 'succeeded' ? { fileName: 'pay_stubs_payroll-1.zip', files: 2 } : null,
  error: null,
  createdAt: '2026-11-24T12:00:00Z',
  startedAt: '2026-11-24T12:00:00Z',
  finishedAt: null,
});

/** The server: the archive's 202, then the job running at 1 of 2, then done, then the ZIP. */
function fakeServer() {
  const calls: string[] = [];
  let reads = 0;
  const answer = (status: number, body: unknown, type = 'application/json') =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': type },
    });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${url}`;
    calls.push(call);
    if (call === 'POST /api/payrolls/payroll-1/pay-stubs/archive') {
      return answer(202, { jobId: 'job-1' });
    }
    if (call === 'GET /api/jobs/job-1') {
      reads += 1;
      return answer(200, reads === 1 ? job('running', 1) : job('succeeded', 2));
    }
    if (call === 'GET /api/jobs/job-1/file') return answer(200, 'PK-zip', 'application/zip');
    return answer(404, { detail: 'not here' });
  });
  return { fetch, calls };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsContext.Provider
      value={{
        settings: defaultSettings,
        setSetting: () => undefined,
        resetSettings: () => undefined,
      }}
    >
      <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
        <QueryClientProvider client={client}>
          <AllStubsDownload payrollId="payroll-1" />
        </QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

beforeEach(() => {
  saved.length = 0;
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Download all pay stubs', () => {
  it('starts the job, shows its progress, then saves the ZIP and offers the button again', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download all pay stubs' }));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing the pay stubs' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toBe('1 of 2');
    expect(window.sessionStorage.getItem('paydesk.job.pay-stubs.archive.payroll-1')).toBe('job-1');

    await waitFor(() => expect(saved).toEqual([{ name: 'pay_stubs_payroll-1.zip', size: 6 }]), {
      timeout: 5000,
    });
    expect(await screen.findByRole('button', { name: 'Download all pay stubs' })).toBeTruthy();
    expect(window.sessionStorage.getItem('paydesk.job.pay-stubs.archive.payroll-1')).toBeNull();
    const post = server.fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const headers = post?.[1]?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('goes on with the job it started when the view opens again', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    window.sessionStorage.setItem('paydesk.job.pay-stubs.archive.payroll-1', 'job-1');
    show();
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the pay stubs' }),
    ).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(server.calls).not.toContain('POST /api/payrolls/payroll-1/pay-stubs/archive');
  });
});
