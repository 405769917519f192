// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyDDownload } from '../components/copy-d-download';
import { answerCalls, renderYearEnd, DIALOG_TEST_TIMEOUT } from './render-year-end';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('@web/shared/http/save-file', () => ({
  saveFile: (_blob: Blob, name: string) => saved.push(name),
}));

const COMPANY = '01890f2e-7c1a-7b3e-9f00-000000000001';
const FILE = `w2-copy-d-2026-${COMPANY}.pdf`;

const job = (status: string, done: number, extra: Record<string, unknown> = {}) => ({
  id: 'job-1',
  kind: 'year-end.w2-copies-d',
  companyId: COMPANY,
  subjectId: `w2-copies-d:2026:full:${COMPANY}`,
  status,
  done,
  total: 4,
  result: null,
  error: null,
  createdAt: '2026-11-24T12:00:00Z',
  startedAt: '2026-11-24T12:00:00Z',
  finishedAt: null,
  ...extra,
});

beforeEach(() => {
  saved.length = 0;
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Download copy D as a job', { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it('starts the job, shows the employees drawn, then saves the PDF', async () => {
    let reads = 0;
    const calls = answerCalls({
      [`POST /companies/${COMPANY}/w2/file/job`]: { status: 202, body: { jobId: 'job-1' } },
      'GET /jobs/job-1': () => {
        reads += 1;
        return {
          status: 200,
          body:
            reads === 1
              ? job('running', 2)
              : job('succeeded', 4, { result: { fileName: FILE, files: 1 } }),
        };
      },
      'GET /jobs/job-1/file': { status: 200, body: 'pdf' },
    });
    const run = vi.fn(async (action: () => Promise<void>) => action());
    renderYearEnd(<CopyDDownload companyId={COMPANY} year={2026} disabled={false} run={run} />);
    await userEvent.setup({ delay: null }).click(screen.getByTestId('year-end-download-copyD'));
    const bar = await screen.findByRole('progressbar', { name: 'Drawing copy D of each W-2' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toContain('2 of 4');
    expect((screen.getByTestId('year-end-download-copyD') as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(saved).toEqual([FILE]), { timeout: 5000 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      `POST /companies/${COMPANY}/w2/file/job?year=2026`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('hands a failed job’s problem to the page', async () => {
    window.sessionStorage.setItem(`paydesk.job.year-end.w2-copies-d.${COMPANY}.2026`, 'job-1');
    const error = { code: 'resource.not_found', detail: 'No employee was paid in 2026.' };
    answerCalls({ 'GET /jobs/job-1': { status: 200, body: job('failed', 0, { error }) } });
    const failures: unknown[] = [];
    const run = vi.fn(async (action: () => Promise<void>) => {
      await action().catch((failure: unknown) => failures.push(failure));
    });
    renderYearEnd(<CopyDDownload companyId={COMPANY} year={2026} disabled={false} run={run} />);
    await waitFor(() => expect(failures).toHaveLength(1), { timeout: 5000 });
    expect(failures[0]).toMatchObject({ body: { detail: error.detail } });
    expect(saved).toEqual([]);
  });
});
