import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadPayStub } from '../api/download-pay-stub';
import { getPayStub } from '../api/get-pay-stub';
import { fetchLatestPayStub } from '../api/list-pay-stubs';
import { voidPayment } from '../api/void-payment';
import { listItem, wholeStub } from './fixtures';

type Call = { url: string; method: string; headers: Record<string, string> };

const owner = { companyId: 'company-1', employeeId: 'employee-1' };

describe('the calls of the pay stubs (API.md § Pay stubs)', () => {
  let calls: Call[];
  let answer: () => Response;
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('localStorage', { getItem: () => 'token' });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
      });
      return Promise.resolve(answer());
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('voiding sends the stub’s pay date as Pay-Date with the company and the employee', async () => {
    answer = () => json(wholeStub({ status: 'voided', paymentStatus: 'voided' }));
    const voided = await voidPayment(owner, { id: 'stub-1', payDate: '2026-11-27' });
    expect(voided.status).toBe('voided');
    expect(calls).toEqual([
      {
        url: '/api/pay-stubs/stub-1/payments',
        method: 'DELETE',
        headers: expect.objectContaining({
          'Company-ID': 'company-1',
          'Employee-ID': 'employee-1',
          'Pay-Date': '2026-11-27',
        }) as Record<string, string>,
      },
    ]);
  });

  it('a refused void rejects with the server’s problem, for the dialog to show its detail', async () => {
    const problem = {
      status: 409,
      code: 'pay_stub.sent_to_bank',
      detail: 'The payment has gone to the bank.',
    };
    answer = () =>
      new Response(JSON.stringify(problem), {
        status: 409,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    await expect(voidPayment(owner, { id: 'stub-1', payDate: '2026-11-27' })).rejects.toEqual({
      status: 409,
      body: problem,
    });
  });

  it('reading and downloading a stub name its company and employee; the PDF asks for the reader’s language', async () => {
    answer = () => json(wholeStub());
    await getPayStub(owner, 'stub-1');
    answer = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await downloadPayStub(owner, 'stub-1', 'fr');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(
      calls.map((call) => [call.url, call.headers['Company-ID'], call.headers['Employee-ID']]),
    ).toEqual([
      ['/api/pay-stubs/stub-1', 'company-1', 'employee-1'],
      ['/api/pay-stubs/stub-1/file', 'company-1', 'employee-1'],
    ]);
    expect(calls[1]?.headers['Accept-Language']).toBe('fr');
  });

  it('the dashboard reads the first page of the employee’s list', async () => {
    answer = () => json({ items: [listItem({ id: 'newest' })], totalItems: 1, totalPages: 1 });
    expect((await fetchLatestPayStub(owner))?.id).toBe('newest');
    expect(calls[0]?.url).toBe('/api/pay-stubs?employeeId=employee-1');
    expect(calls[0]?.headers['Page-Size']).toBe('12');
  });
});
