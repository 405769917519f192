import { payLineNamerFor, payLineTexts, type PayLineNamer } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { registerCsv, registerWordingFor, type RegisterStub } from './register-csv';

const stub = (overrides: Partial<RegisterStub> = {}): RegisterStub => ({
  employeeId: 'e1',
  status: 'issued',
  firstName: 'Ada',
  lastName: 'Lane',
  grossCents: 100_000,
  netPayCents: 90_000,
  reimbursementsCents: 0,
  earnings: [{ code: 'salary', label: 'Salary', amountCents: 100_000 }],
  employeeTaxes: [
    {
      code: 'stateIncomeTax',
      label: 'California income tax',
      jurisdiction: { level: 'state', state: 'CA' },
      amountCents: 6_000,
    },
  ],
  employerTaxes: [
    {
      code: 'suta',
      label: 'California unemployment',
      jurisdiction: { level: 'state', state: 'CA' },
      amountCents: 3_400,
    },
  ],
  deductions: [{ kind: 'roth401k', label: 'Roth', amountCents: 4_000 }],
  ...overrides,
});

const tableOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(','));

describe('the payroll register', () => {
  it('names its columns in English through the vocabulary, each state’s tax its own column', () => {
    const newYork = stub({
      employeeId: 'e2',
      employeeTaxes: [
        {
          code: 'stateIncomeTax',
          label: 'New York income tax',
          jurisdiction: { level: 'state', state: 'NY' },
          amountCents: 5_000,
        },
      ],
    });
    const [header, first, second, totals] = tableOf(
      registerCsv([stub(), newYork], registerWordingFor('en')),
    );
    expect(header).toEqual([
      'Employee ID',
      'Last name',
      'First name',
      'Status',
      'Salary',
      'Gross pay',
      'Employee California income tax',
      'Employee New York income tax',
      'Employee taxes',
      'Roth',
      'Deductions',
      'Reimbursements',
      'Net pay',
      'Employer California unemployment (SUTA)',
      'Employer taxes',
    ]);
    expect(first?.slice(6, 9)).toEqual(['60.00', '0.00', '60.00']);
    expect(second?.slice(6, 9)).toEqual(['0.00', '50.00', '50.00']);
    expect(totals?.slice(0, 1)).toEqual(['Totals']);
    expect(totals?.slice(6, 9)).toEqual(['60.00', '50.00', '110.00']);
  });

  it('speaks the language it is given, statuses staying codes', () => {
    const [header, row, totals] = tableOf(registerCsv([stub()], registerWordingFor('fr'), true));
    expect(header?.slice(0, 6)).toEqual([
      'ID du salarié',
      'Nom',
      'Prénom',
      'Statut',
      payLineTexts.fr.codes.salary,
      'Salaire brut',
    ]);
    expect(header).toContain(
      `${payLineNamerFor('fr')({ code: 'stateIncomeTax', label: '', jurisdiction: { level: 'state', state: 'CA' } })} (part salariale)`,
    );
    expect(row?.[3]).toBe('issued');
    expect(totals?.slice(0, 4)).toEqual(['Totaux', '', '', 'cancelled']);
  });

  it('names a column by its line, not by one employee’s proration of it', () => {
    const prorated = stub({
      earnings: [
        {
          code: 'salary',
          label: 'Salary',
          proration: { workedDays: 5, workingDays: 10 },
          amountCents: 50_000,
        } as RegisterStub['earnings'][number],
      ],
    });
    const [header] = tableOf(registerCsv([prorated, stub()], registerWordingFor('en')));
    expect(header?.filter((name) => name.startsWith('Salary'))).toEqual(['Salary']);
  });

  it('writes the text of a code only an extended vocabulary has', () => {
    const english = payLineNamerFor('en');
    const extended: PayLineNamer = (line) =>
      line.code === 'testEarning' ? 'Test earning of the extended vocabulary' : english(line);
    const csv = registerCsv(
      [
        stub({
          earnings: [{ code: 'testEarning', label: 'Stored label', amountCents: 100_000 }],
        }),
      ],
      { ...registerWordingFor('en'), nameOf: extended },
    );
    const [header] = tableOf(csv);
    expect(header?.[4]).toBe('Test earning of the extended vocabulary');
    expect(csv).not.toContain('Stored label');
  });
});
