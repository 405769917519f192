import { describe, expect, it } from 'vitest';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { fileCompanyNameOf, individualNameOf, planAchFile } from './ach-plan';
import type { PaymentToPay, PayrollToPay } from './ach-source-repository';
import { assertPlanFitsFile, nextFileIdModifier } from './file-limits';

const payroll = (id: string, companyId: string): PayrollToPay => ({
  id,
  company_id: companyId,
  status: 'approved',
  ach_file_id: null,
  pay_date: '2026-12-04',
  company_name: `Company ${companyId}`,
  federal_ein: '12-3456789',
});

const payment = (id: string, payrollId: string, amountCents: number): PaymentToPay => ({
  id,
  payroll_id: payrollId,
  employee_id: `01a21002-f865-76fe-aa55-${id.padStart(12, '0')}`,
  first_name: 'Ana',
  last_name: id,
  deposits: JSON.stringify([{ bankAccountId: `a-${id}`, amountCents }]),
  employee_number: null,
});

/** The AppError a call throws (the test fails when it throws none). */
function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

const MAX_ENTRY = 9_999_999_999;

describe('what one ACH file can carry', () => {
  it('passes a deposit and a company total of exactly 10 digits', () => {
    const plan = planAchFile([payroll('p1', 'c1')], [payment('s1', 'p1', MAX_ENTRY)], '2026-11-25');
    expect(() => assertPlanFitsFile(plan, ['p1'])).not.toThrow();
  });

  it('refuses a deposit over one entry, naming the payroll and the employee', () => {
    const plan = planAchFile(
      [payroll('p1', 'c1'), payroll('p2', 'c2')],
      [payment('s1', 'p1', 10), payment('s2', 'p2', MAX_ENTRY + 1)],
      '2026-11-25',
    );
    const error = refusal(() => assertPlanFitsFile(plan, ['p1', 'p2']));
    expect(error.code).toBe('ach_file.amount_too_large');
    expect(error.errors?.[0]).toMatchObject({
      path: 'payrolls.1',
      code: 'ach_file.amount_too_large',
    });
    expect(error.errors?.[0]?.message).toContain('Ana s2');
    expect(error.detail).toContain('$100,000,000.00');
  });

  it("refuses a company's payrolls whose deposits together outgrow its one balancing debit", () => {
    const plan = planAchFile(
      [payroll('p1', 'c1'), payroll('p2', 'c1')],
      [payment('s1', 'p1', 6_000_000_000), payment('s2', 'p2', 6_000_000_000)],
      '2026-11-25',
    );
    const error = refusal(() => assertPlanFitsFile(plan, ['p1', 'p2']));
    expect(error.errors).toHaveLength(1);
    expect(error.errors?.[0]?.message).toMatch(/p1, p2 pay \$120,000,000\.00 .* separate files/);
  });

  it('refuses a file whose total outgrows the 12 digits of its control record', () => {
    const companies = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const plan = planAchFile(
      companies.map((c) => payroll(`p-${c}`, c)),
      companies.map((c) => payment(`s-${c}`, `p-${c}`, MAX_ENTRY)),
      '2026-11-25',
    );
    const error = refusal(() =>
      assertPlanFitsFile(
        plan,
        companies.map((c) => `p-${c}`),
      ),
    );
    expect(error.errors).toEqual([expect.objectContaining({ path: 'payrolls' })]);
  });
});

describe('the File ID Modifier of a day', () => {
  it('runs A-Z then 0-9', () => {
    expect(nextFileIdModifier(0, '2026-11-24T10:00:00.000Z')).toBe('A');
    expect(nextFileIdModifier(25, '2026-11-24T10:00:00.000Z')).toBe('Z');
    expect(nextFileIdModifier(26, '2026-11-24T10:00:00.000Z')).toBe('0');
    expect(nextFileIdModifier(35, '2026-11-24T10:00:00.000Z')).toBe('9');
  });

  it('refuses a 37th file, saying when the next one can be made', () => {
    const error = refusal(() => nextFileIdModifier(36, '2026-12-31T18:00:00.000Z'));
    expect(error.code).toBe('ach_file.daily_limit_reached');
    expect(error.detail).toContain('2026-12-31');
    expect(error.detail).toContain('2027-01-01 00:00 UTC');
    expect(error.retryAfterSeconds).toBe(6 * 3600);
  });
});

describe('names the file writes', () => {
  const person = (first: string, last: string, number: string | null) => ({
    employee_id: '01a21002-f865-76fe-aa55-f08ec9bde602',
    employee_number: number,
    first_name: first,
    last_name: last,
  });

  it('transliterates a name in another script', () => {
    expect(individualNameOf(person('伟', '王', 'E-7'))).toBe('WEI WANG');
    expect(individualNameOf(person('Ирина', 'Ким', null))).toBe('IRINA KIM');
  });

  it('writes the employee number for a name of emoji only, else the end of the id', () => {
    expect(individualNameOf(person('😀', '🎉', 'e-0042'))).toBe('E-0042');
    expect(individualNameOf(person('😀', '🎉', null))).toBe('A55F08EC9BDE602');
  });

  it("writes the company's name in ASCII, or its EIN when nothing of the name can be written", () => {
    expect(fileCompanyNameOf('湖畔面包店', '12-3456789')).toBe('HU PAN MIAN BAO');
    expect(fileCompanyNameOf('🥐🥖', '12-3456789')).toBe('EIN 123456789');
  });
});
