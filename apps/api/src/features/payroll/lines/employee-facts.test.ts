import { describe, expect, it } from 'vitest';
import { employeeFactsOf, type EmployeeRow } from './employee-facts';

const row = (overrides: Partial<EmployeeRow>): EmployeeRow =>
  ({
    id: 'e1',
    first_name: 'Ada',
    last_name: 'Lane',
    payment_type: 'salary',
    payment_rate_cents: 5_200_000,
    hire_date: '2024-01-08',
    termination_date: null,
    w4_version: '2020',
    federal_filing_status: 'single',
    federal_multiple_jobs: 0,
    federal_dependents_cents: 0,
    federal_other_income_cents: 0,
    federal_deductions_cents: 0,
    federal_extra_withholding_cents: 0,
    federal_allowances: 0,
    federal_exempt: 0,
    work_state: 'IL',
    state_certificate: JSON.stringify({ code: 'IL', basicAllowances: 1 }),
    ...overrides,
  }) as EmployeeRow;

describe('employee facts for the engine', () => {
  it('takes the W-4 from the columns and the certificate of the work state', () => {
    const facts = employeeFactsOf(row({}));
    expect(facts.federal).toMatchObject({ w4Version: '2020', filingStatus: 'single' });
    expect(facts.state).toEqual({ code: 'IL', basicAllowances: 1 });
  });

  it('computes a state without a certificate from its code, whatever an old one says', () => {
    expect(employeeFactsOf(row({ work_state: 'TX' })).state).toEqual({ code: 'TX' });
    expect(employeeFactsOf(row({ work_state: 'FL', state_certificate: null })).state).toEqual({
      code: 'FL',
    });
  });

  it('has no W-4 and no rate until they are given', () => {
    const facts = employeeFactsOf(row({ w4_version: null, payment_rate_cents: null }));
    expect(facts.federal).toBeNull();
    expect(facts.rateCents).toBeNull();
  });
});
