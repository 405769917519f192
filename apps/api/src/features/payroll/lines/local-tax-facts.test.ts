import type { LocalTax } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { paycheckInputOf } from './line-computation';
import {
  employerLocalTaxesOf,
  jurisdictionsOf,
  localServicesTaxPaid,
  mayWithholdLocalServicesTax,
} from './local-tax-facts';
import { emptyInputs, NO_YTD, type EmployeeFacts, type RunFacts } from './line-types';

const stored = { companyId: 'c1', createdAt: '2026-01-01', updatedAt: '2026-01-01' };

const rows: LocalTax[] = [
  {
    ...stored,
    id: 'r1',
    kind: 'pa_eit',
    code: '460602',
    name: 'Lower Merion Twp / Lower Merion SD',
    localId: 'PA-PSD-460602',
    residentRate: '1.0',
    nonresidentRate: '1.0',
  },
  {
    ...stored,
    id: 'r2',
    kind: 'pa_eit',
    code: '700101',
    name: 'Scranton City / Scranton SD',
    localId: 'PA-PSD-700101',
    residentRate: '3.4',
    nonresidentRate: '2.4',
  },
  {
    ...stored,
    id: 'r3',
    kind: 'pa_lst',
    code: '700101',
    name: 'Scranton City',
    localId: 'PA-PSD-700101',
    annualCents: 5_200,
  },
  {
    ...stored,
    id: 'r4',
    kind: 'oh_municipal',
    code: 'columbus',
    name: 'Columbus',
    localId: 'OH-COLUMBUS',
    rate: '2.5',
    creditRate: '2.5',
  },
  {
    ...stored,
    id: 'r5',
    kind: 'oh_municipal',
    code: 'dublin',
    name: 'Dublin',
    localId: 'OH-DUBLIN',
    rate: '2.0',
    creditRate: '2.0',
  },
];
const jurisdictions = jurisdictionsOf(rows);

describe('the employer-entered local taxes of a paycheck', () => {
  it('Pennsylvania: the EIT of both PSD codes, and the work place’s LST with what was paid', () => {
    const state = { code: 'PA', residencePsd: '460602', workPsd: '700101' };
    expect(employerLocalTaxesOf(state, jurisdictions, 1_200)).toEqual({
      taxes: [
        {
          kind: 'paEit',
          residence: {
            localId: 'PA-PSD-460602',
            name: 'Lower Merion Twp / Lower Merion SD',
            residentRate: '1.0',
          },
          work: {
            localId: 'PA-PSD-700101',
            name: 'Scranton City / Scranton SD',
            nonresidentRate: '2.4',
          },
        },
        {
          kind: 'paLst',
          localId: 'PA-PSD-700101',
          name: 'Scranton City',
          annualCents: 5_200,
          paidThisYearCents: 1_200,
          exempt: false,
        },
      ],
      gaps: [],
    });
    expect(mayWithholdLocalServicesTax(state, jurisdictions)).toBe(true);
  });

  it('Pennsylvania: the low-income exemption reaches the engine, and no LST history is read', () => {
    const state = { code: 'PA', residencePsd: '700101', workPsd: '700101', lstExempt: true };
    const { taxes, gaps } = employerLocalTaxesOf(state, jurisdictions);
    expect(gaps).toEqual([]);
    expect(taxes[1]).toMatchObject({ kind: 'paLst', exempt: true });
    expect(mayWithholdLocalServicesTax(state, jurisdictions)).toBe(false);
  });

  it('Pennsylvania: a PSD code with no rate entered is a gap naming the code and the page', () => {
    const state = { code: 'PA', residencePsd: '123456', workPsd: '460602' };
    const { taxes, gaps } = employerLocalTaxesOf(state, jurisdictions);
    expect(taxes).toEqual([]);
    expect(gaps).toEqual([
      {
        path: 'localTaxes.123456',
        message: expect.stringMatching(/PSD code 123456 .*residence.*Local taxes page/),
      },
    ]);
    // One code missing for both sides is said once.
    const same = employerLocalTaxesOf(
      { code: 'PA', residencePsd: '999999', workPsd: '999999' },
      jurisdictions,
    );
    expect(same.gaps).toHaveLength(1);
  });

  it('Pennsylvania: one PSD code without the other is a gap on the certificate; none is no EIT', () => {
    const { taxes, gaps } = employerLocalTaxesOf(
      { code: 'PA', workPsd: '700101', residencePsd: ' ' },
      jurisdictions,
    );
    expect(gaps).toEqual([
      { path: 'stateTax.residencePsd', message: expect.stringContaining('700101') },
    ]);
    // The LST follows the work place, with or without the EIT.
    expect(taxes).toMatchObject([{ kind: 'paLst' }]);
    expect(employerLocalTaxesOf({ code: 'PA' }, jurisdictions)).toEqual({ taxes: [], gaps: [] });
  });

  it('Ohio: the work city, and the residence city’s courtesy tax when it is another', () => {
    const { taxes, gaps } = employerLocalTaxesOf(
      { code: 'OH', workMunicipality: 'Columbus', residenceMunicipality: 'dublin' },
      jurisdictions,
    );
    expect(gaps).toEqual([]);
    expect(taxes).toEqual([
      {
        kind: 'ohMunicipal',
        work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' },
        residence: { localId: 'OH-DUBLIN', name: 'Dublin', rate: '2.0', creditRate: '2.0' },
      },
    ]);
    const home = employerLocalTaxesOf(
      { code: 'OH', workMunicipality: 'columbus', residenceMunicipality: 'columbus' },
      jurisdictions,
    );
    expect(home.taxes).toEqual([
      { kind: 'ohMunicipal', work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' } },
    ]);
  });

  it('Ohio: a city with no rate entered, or a residence without a work city, is a gap', () => {
    const missing = employerLocalTaxesOf(
      { code: 'OH', workMunicipality: 'columbus', residenceMunicipality: 'akron' },
      jurisdictions,
    );
    expect(missing.taxes).toEqual([]);
    expect(missing.gaps[0]?.message).toMatch(/municipality code akron .*Local taxes page/);
    const alone = employerLocalTaxesOf(
      { code: 'OH', residenceMunicipality: 'dublin' },
      jurisdictions,
    );
    expect(alone.gaps).toMatchObject([{ path: 'stateTax.workMunicipality' }]);
  });

  it('another state takes none, whatever its certificate holds', () => {
    expect(employerLocalTaxesOf({ code: 'NY', workPsd: '700101' }, jurisdictions)).toEqual({
      taxes: [],
      gaps: [],
    });
    expect(employerLocalTaxesOf(null, jurisdictions)).toEqual({ taxes: [], gaps: [] });
  });

  it('adds up the LST lines of the year’s stubs, per employee', () => {
    const stub = (employee: string, taxes: { code: string; amountCents: number }[]) => ({
      employee_id: employee,
      details: JSON.stringify({ employeeTaxes: taxes }),
    });
    const paid = localServicesTaxPaid([
      stub('e1', [
        { code: 'federalIncomeTax', amountCents: 10_000 },
        { code: 'localServicesTax', amountCents: 200 },
      ]),
      stub('e1', [{ code: 'localServicesTax', amountCents: 200 }]),
      stub('e2', [{ code: 'localIncomeTax', amountCents: 900 }]),
    ]);
    expect([...paid]).toEqual([['e1', 400]]);
  });
});

describe('the engine request of a draft line', () => {
  const employee: EmployeeFacts = {
    id: 'e1',
    firstName: 'Ada',
    lastName: 'Lane',
    paymentType: 'salary',
    rateCents: 5_200_000,
    hireDate: '2020-01-06',
    terminationDate: null,
    federal: {
      w4Version: '2020',
      filingStatus: 'single',
      multipleJobs: false,
      dependentsCents: 0,
      otherIncomeCents: 0,
      deductionsCents: 0,
      extraWithholdingCents: 0,
      exempt: false,
    },
    state: { code: 'PA', residencePsd: '460602', workPsd: '700101' },
  };
  const run: RunFacts = {
    frequency: 'biweekly',
    periodStart: '2026-11-14',
    periodEnd: '2026-11-27',
    payDate: '2026-12-04',
    withholding: 'regular',
    paysSalary: true,
    sutaRateBasisPoints: null,
  };

  it('carries the employer-entered local taxes, and the certificate as filed', () => {
    const { taxes } = employerLocalTaxesOf(employee.state, jurisdictions, 0);
    const input = paycheckInputOf(
      { ...employee, paymentType: 'salary', federal: employee.federal!, state: employee.state! },
      run,
      emptyInputs(),
      NO_YTD,
      taxes,
    );
    expect(input.employerLocalTaxes).toEqual(taxes);
    expect(input.employerLocalTaxes).toMatchObject([
      { kind: 'paEit', work: { nonresidentRate: '2.4' } },
      { kind: 'paLst', annualCents: 5_200 },
    ]);
    expect(input.state).toEqual({ code: 'PA', residencePsd: '460602', workPsd: '700101' });
  });

  it('leaves the list out when there is none', () => {
    const input = paycheckInputOf(
      {
        ...employee,
        paymentType: 'salary',
        federal: employee.federal!,
        state: { code: 'TX' },
      },
      run,
      emptyInputs(),
      NO_YTD,
    );
    expect(input).not.toHaveProperty('employerLocalTaxes');
  });
});
