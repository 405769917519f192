import { describe, expect, it } from 'vitest';
import { ledgerOf, liabilityKeyOf } from './tax-liability-lines';
import type { TaxLineTotal } from './tax-liability-repository';

const line = (code: string, cents: number, more: Partial<TaxLineTotal> = {}): TaxLineTotal => ({
  payrollId: 'p1',
  payDate: '2026-12-04',
  side: 'employee',
  code,
  state: null,
  localId: null,
  cents,
  ...more,
});

describe('a stub tax line as a ledger entry', () => {
  it('owes the federal codes to the IRS', () => {
    expect(liabilityKeyOf(line('federalIncomeTax', 1))).toEqual({
      agency: 'irs',
      tax: 'federal_income',
    });
    expect(liabilityKeyOf(line('socialSecurity', 1))?.tax).toBe('social_security');
    expect(liabilityKeyOf(line('medicare', 1))?.tax).toBe('medicare');
    expect(liabilityKeyOf(line('additionalMedicare', 1))?.tax).toBe('additional_medicare');
    expect(liabilityKeyOf(line('futa', 1))).toEqual({ agency: 'irs', tax: 'futa' });
  });

  it('owes a state’s income tax, unemployment and programmes to the state', () => {
    expect(liabilityKeyOf(line('stateIncomeTax', 1, { state: 'IL' }))).toEqual({
      agency: 'state:IL',
      tax: 'state_income',
    });
    expect(liabilityKeyOf(line('suta', 1, { state: 'TX' }))).toEqual({
      agency: 'state:TX',
      tax: 'state_unemployment',
    });
    expect(liabilityKeyOf(line('NJ_DI', 1, { state: 'NJ' }))).toEqual({
      agency: 'state:NJ',
      tax: 'state_programme',
    });
    expect(liabilityKeyOf(line('WA_PFML', 1, { state: 'WA' }))?.tax).toBe('state_programme');
    // The employees' unemployment contributions go on the unemployment return.
    expect(liabilityKeyOf(line('PA_UC', 1, { state: 'PA' }))).toEqual({
      agency: 'state:PA',
      tax: 'state_unemployment',
    });
    expect(liabilityKeyOf(line('NJ_UI', 1, { state: 'NJ' }))?.tax).toBe('state_unemployment');
  });

  it('owes a local tax, the local services tax too, to its locality', () => {
    expect(liabilityKeyOf(line('localIncomeTax', 1, { state: 'NY', localId: 'NYC' }))).toEqual({
      agency: 'local:NYC',
      tax: 'local_income',
    });
    expect(
      liabilityKeyOf(line('localServicesTax', 1, { state: 'PA', localId: 'PA-PSD-460602' })),
    ).toEqual({ agency: 'local:PA-PSD-460602', tax: 'local_income' });
  });

  it('reads the state of a line stored without a jurisdiction from its code or the work state', () => {
    expect(liabilityKeyOf(line('CA_SDI', 1))).toEqual({
      agency: 'state:CA',
      tax: 'state_programme',
    });
    expect(liabilityKeyOf(line('localIncomeTax', 1, { state: 'NY' }))).toEqual({
      agency: 'state:NY',
      tax: 'local_income',
    });
    expect(liabilityKeyOf(line('stateIncomeTax', 1))).toBeNull();
  });

  it('knows no other code', () => {
    expect(liabilityKeyOf(line('bonus', 1))).toBeNull();
    expect(liabilityKeyOf(line('401k', 1))).toBeNull();
  });
});

describe('the ledger of some lines', () => {
  const due = () => '2027-01-15';

  it('adds each side up per payroll, agency and tax, in the ledger’s order', () => {
    const unknown: string[] = [];
    const items = ledgerOf(
      [
        line('NJ_FLI', 50, { state: 'NJ' }),
        line('socialSecurity', 620),
        line('socialSecurity', 620, { side: 'employer' }),
        line('NJ_DI', 30, { state: 'NJ' }),
        line('NJ_DI', 20, { state: 'NJ', side: 'employer' }),
        line('federalIncomeTax', 1_000),
        line('federalIncomeTax', 500, { payrollId: 'p0', payDate: '2026-11-20' }),
        line('futa', 0, { side: 'employer' }),
        line('mystery', 7),
      ],
      due,
      (l) => unknown.push(l.code),
    );
    expect(items).toEqual([
      {
        payrollId: 'p0',
        payDate: '2026-11-20',
        agency: 'irs',
        tax: 'federal_income',
        employeeCents: 500,
        employerCents: 0,
        depositDueDate: '2027-01-15',
      },
      expect.objectContaining({ payrollId: 'p1', agency: 'irs', tax: 'federal_income' }),
      expect.objectContaining({
        agency: 'irs',
        tax: 'social_security',
        employeeCents: 620,
        employerCents: 620,
      }),
      expect.objectContaining({
        agency: 'state:NJ',
        tax: 'state_programme',
        employeeCents: 80,
        employerCents: 20,
      }),
    ]);
    expect(unknown).toEqual(['mystery']);
  });
});
