// @vitest-environment happy-dom
import type { Job } from '@paydesk/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@web/shared/i18n/catalogues';
import { JobProgress } from './job-progress';

const job = (overrides: Partial<Job>): Job => ({
  id: 'job-1',
  kind: 'pay-stubs.archive',
  companyId: 'company-1',
  subjectId: 'payroll-1',
  status: 'running',
  done: 0,
  total: 0,
  result: null,
  error: null,
  createdAt: '2026-11-24T12:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

const show = (value: Job | undefined, locale: 'en' | 'fr' = 'en') =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <JobProgress job={value} label="Preparing" ariaLabel="Preparing the pay stubs" />
    </IntlProvider>,
  );

afterEach(cleanup);

describe('the job progress bar', () => {
  it('measures a running job in done of total', () => {
    show(job({ done: 1250, total: 5000 }));
    const bar = screen.getByRole('progressbar', { name: 'Preparing the pay stubs' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,250 of 5,000');
    expect(screen.getByRole('status').textContent).toBe('1,250 of 5,000');
  });

  it('waits without a figure while the job is queued, unknown, or counts nothing yet', () => {
    for (const value of [job({ status: 'queued', total: 10 }), undefined, job({ total: 0 })]) {
      show(value);
      const bar = screen.getByRole('progressbar');
      expect(bar.getAttribute('aria-valuenow')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Waiting to start…');
      cleanup();
    }
  });

  it('says it in the reader’s language', () => {
    show(job({ done: 3, total: 4 }), 'fr');
    expect(screen.getByRole('status').textContent).toBe('3 sur 4');
  });
});
