import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadRegister, registerFileName } from '../api/download-register';

describe('the payroll register download (API.md § Payroll drafts and payrolls)', () => {
  let headers: Record<string, string> = {};
  let url = '';
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => 'token' });
    vi.stubGlobal('fetch', (called: string, init: RequestInit) => {
      url = called;
      headers = init.headers as Record<string, string>;
      return Promise.resolve(new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the register in the language chosen in the app, for the company shown', async () => {
    const file = await downloadRegister('company-1', 'payroll-1', 'ro');
    expect(await file.text()).toBe('a,b\n');
    expect(url).toBe('/api/payrolls/payroll-1/register.csv');
    expect(headers['Accept-Language']).toBe('ro');
    expect(headers['Company-ID']).toBe('company-1');
    expect(registerFileName('payroll-1')).toBe('payroll-register-payroll-1.csv');
  });
});
