// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { CommitProgress } from '../components/editor/commit-progress';
import en from '../locales/en.json';

const job = (status: string, done: number, extra: Record<string, unknown> = {}) => ({
  id: 'job-9',
  kind: 'payroll.commit',
  companyId: 'company-1',
  subjectId: 'draft-1',
  status,
  done,
  total: 800,
  result: null,
  error: null,
  createdAt: '2026-11-24T12:00:00Z',
  startedAt: '2026-11-24T12:00:00Z',
  finishedAt: null,
  ...extra,
});

/** The job read twice: running at 400 of 800, then ended as `last`. */
function serve(last: unknown) {
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      reads += 1;
      const body = reads === 1 ? job('running', 400) : last;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function show() {
  const handlers = { onSucceeded: vi.fn(), onFailed: vi.fn(), onGone: vi.fn(), onHide: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="en-US" messages={{ ...catalogues.en, ...en }}>
      <QueryClientProvider client={client}>
        <CommitProgress jobId="job-9" open {...handlers} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return handlers;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a large payroll committing as a job', () => {
  it('shows the stubs written of the total, then hands over the committed payroll', async () => {
    serve(job('succeeded', 800, { result: { payrollId: 'payroll-7' } }));
    const handlers = show();
    const dialog = await screen.findByRole('dialog', { name: 'Committing the payroll' });
    const bar = await screen.findByRole('progressbar', { name: 'Pay stubs written' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(dialog.textContent).toContain('400 of 800');
    await waitFor(() => expect(handlers.onSucceeded).toHaveBeenCalledWith('payroll-7'), {
      timeout: 5000,
    });
    expect(handlers.onFailed).not.toHaveBeenCalled();
  });

  it('hands over a failed job with the problem it met', async () => {
    const error = {
      code: 'payroll.not_ready',
      detail: 'The payroll cannot be committed yet: 1 check fails.',
      errors: [{ path: 'lines[0]', message: 'no address', code: 'employee.address_missing' }],
    };
    serve(job('failed', 0, { error }));
    const handlers = show();
    await waitFor(() => expect(handlers.onFailed).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(handlers.onFailed.mock.calls[0]?.[0]).toMatchObject({ status: 'failed', error });
    expect(handlers.onSucceeded).not.toHaveBeenCalled();
  });
});
