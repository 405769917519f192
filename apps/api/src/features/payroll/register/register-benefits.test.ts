import { describe, expect, it } from 'vitest';
import { registerCsv, registerWordingFor, type RegisterStub } from './register-csv';

const stub = (overrides: Partial<RegisterStub> = {}): RegisterStub => ({
  employeeId: 'e1',
  status: 'issued',
  firstName: 'Ada',
  lastName: 'Lane',
  grossCents: 100_000,
  netPayCents: 69_000,
  reimbursementsCents: 0,
  earnings: [{ code: 'salary', label: 'Salary', amountCents: 100_000 }],
  employeeTaxes: [{ code: 'federalIncomeTax', label: 'Federal income tax', amountCents: 10_000 }],
  employerTaxes: [{ code: 'futa', label: 'FUTA', amountCents: 600 }],
  deductions: [{ code: '401k', kind: '401k', label: '401(k)', amountCents: 5_000 }],
  garnishments: [{ code: 'child_support', label: 'Child support', amountCents: 16_000 }],
  employerContributions: [{ code: '401k', label: '401(k)', amountCents: 4_000 }],
  ...overrides,
});

const tableOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(','));

describe('the payroll register with orders and employer contributions', () => {
  it('lists each order among the deductions and the employer’s contributions after its taxes', () => {
    const table = tableOf(
      registerCsv([stub(), stub({ employeeId: 'e2', garnishments: [] })], registerWordingFor('en')),
    );
    const header = table[0] ?? [];
    expect(header.slice(header.indexOf('401(k)'))).toEqual([
      '401(k)',
      'Child support',
      'Deductions',
      'Reimbursements',
      'Net pay',
      'Employer Federal unemployment (FUTA)',
      'Employer taxes',
      'Employer 401(k)',
      'Employer contributions',
    ]);
    const column = (name: string) => header.indexOf(name);
    expect(table[1]?.[column('Child support')]).toBe('160.00');
    expect(table[1]?.[column('Deductions')]).toBe('210.00');
    expect(table[2]?.[column('Child support')]).toBe('0.00');
    expect(table[3]?.[column('Deductions')]).toBe('260.00');
    expect(table[3]?.[column('Employer contributions')]).toBe('80.00');
  });

  it('keeps the register’s columns as they were when no stub has either', () => {
    const header =
      tableOf(
        registerCsv(
          [stub({ garnishments: [], employerContributions: [] })],
          registerWordingFor('fr'),
        ),
      )[0] ?? [];
    expect(header.at(-1)).toBe('Charges patronales');
    expect(header).not.toContain('Cotisations de l’employeur aux régimes');
  });
});
