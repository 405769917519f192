import { paycheckStateCatalogueSchema } from '@paydesk/contracts';
import { supportedStateCodes } from '@paydesk/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const request = {
  taxYear: 2026,
  payFrequency: 'biweekly',
  payDate: '2026-03-13',
  earnings: [{ kind: 'salary', annualCents: 7_800_000 }],
  deductions: [{ kind: '401k', amountCents: 15_000 }],
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
  state: { code: 'TX' },
};

describe(`paycheck calculator API on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let token: string;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    token = (await signInAs(harness.app, 'norole@paydesk.test')).accessToken;
  });
  afterAll(async () => harness.close());

  const post = (payload: object, headers = bearer(token)) =>
    harness.app.inject({ method: 'POST', url: '/api/paycheck', headers, payload });

  it('computes gross to net for any signed-in user, keeping the net invariant', async () => {
    const response = await post(request);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.grossCents).toBe(300_000);
    const employeeTaxes = Object.values(result.employeeTaxes as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(result.netPayCents).toBe(
      result.grossCents -
        employeeTaxes -
        result.deductions.preTaxCents -
        result.deductions.postTaxCents +
        result.reimbursementsCents,
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(0);
    expect(result.lines.length).toBeGreaterThan(3);
  });

  it('refuses anonymous callers', async () => {
    expect((await post(request, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown state', { state: { code: 'ZZ' } }, 'state'],
    ['negative hours', { earnings: [{ kind: 'hourly', hours: -1, rateCents: 2500 }] }, 'earnings'],
    ['a tax year without data', { taxYear: 2031, payDate: '2031-03-14' }, 'taxYear'],
  ])('answers %s with a 400 problem naming the field', async (_name, change, field) => {
    const response = await post({ ...request, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(response.json().errors)).toContain(field);
  });

  describe('GET /api/paycheck/states', () => {
    const list = (headers = bearer(token)) =>
      harness.app.inject({ method: 'GET', url: '/api/paycheck/states', headers });

    it('lists every state the engine supports, in the contract shape, by code', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const states = paycheckStateCatalogueSchema.parse(response.json());
      const codes = states.map((state) => state.code);
      // States are being added to the engine: check those known today and the registry, not a count.
      expect(codes).toEqual(expect.arrayContaining(['IL', 'PA', 'TX']));
      expect(codes).toEqual([...supportedStateCodes()]);
      expect(codes).toEqual([...codes].sort());
      for (const state of states) {
        expect(state.code).toMatch(/^[A-Z]{2}$/);
        expect(state.taxYears.length).toBeGreaterThan(0);
        expect(state.certificate.type).toBe('object');
        expect(state.certificate.additionalProperties).toBe(false);
      }
    });

    it("describes Illinois' IL-W-4 fields with their types, limits and defaults", async () => {
      const states = paycheckStateCatalogueSchema.parse((await list()).json());
      const illinois = states.find((state) => state.code === 'IL');
      expect(illinois).toMatchObject({
        name: 'Illinois',
        hasIncomeTax: true,
        certificateName: 'IL-W-4',
        taxYears: expect.arrayContaining([2025, 2026]),
      });
      expect(illinois?.certificate.properties).toMatchObject({
        basicAllowances: { type: 'integer', minimum: 0, maximum: 99, default: 0 },
        additionalAllowances: { type: 'integer', default: 0 },
        additionalWithholdingCents: { type: 'integer', minimum: 0, default: 0 },
        exempt: { type: 'boolean', default: false },
      });
      expect(illinois?.certificate.required ?? []).toEqual([]);
    });

    it('describes Texas without income tax or certificate fields, Pennsylvania with its REV-419', async () => {
      const states = paycheckStateCatalogueSchema.parse((await list()).json());
      expect(states.find((state) => state.code === 'TX')).toMatchObject({
        hasIncomeTax: false,
        certificateName: null,
        certificate: { properties: {} },
      });
      expect(states.find((state) => state.code === 'PA')).toMatchObject({
        hasIncomeTax: true,
        certificateName: 'REV-419',
        certificate: { properties: { reciprocalNonresident: { type: 'boolean' } } },
      });
    });

    it('lists all 51 jurisdictions, each with its publication and its local taxes', async () => {
      const states = paycheckStateCatalogueSchema.parse((await list()).json());
      expect(states).toHaveLength(51);
      for (const state of states.filter((entry) => entry.hasIncomeTax)) {
        expect(state.publication, state.code).toMatch(/\S/);
      }
      const maryland = states.find((state) => state.code === 'MD');
      expect(maryland?.locals).toEqual(
        expect.arrayContaining([
          { localId: 'MD-16', name: 'Montgomery County', source: 'table' },
          expect.objectContaining({ localId: 'MD-NONRESIDENT' }),
        ]),
      );
      expect(maryland?.locals).toHaveLength(25);
      expect(maryland?.certificate.properties.countyOfResidence?.enum).toEqual(
        expect.arrayContaining(['montgomery', 'baltimore_city']),
      );
      const ohio = states.find((state) => state.code === 'OH');
      expect(ohio?.locals.filter((local) => local.localId.startsWith('OH-SD-'))).toHaveLength(214);
      expect(ohio?.locals).toEqual(
        expect.arrayContaining([expect.objectContaining({ source: 'employer' })]),
      );
    });

    it('refuses anonymous callers', async () => {
      const response = await list({} as ReturnType<typeof bearer>);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });
  });

  it('names a certificate field the engine refuses with its path, as the form shows it', async () => {
    const response = await post({ ...request, state: { code: 'IL', basicAllowances: -1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'state.basicAllowances', message: 'must not be negative' },
    ]);
  });

  it('takes an Indiana county by name in any case, and names an unknown county', async () => {
    // Indiana wages $3,000.00 − $150.00 401(k) = $2,850.00, no exemptions: state 2.95% = $84.075
    // → $84.08, Marion 2.02% = $57.57; one state income-tax amount of $141.65.
    const response = await post({ ...request, state: { code: 'IN', countyOfResidence: 'marion' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().employeeTaxes.stateIncomeTaxCents).toBe(14_165);

    const unknown = await post({ ...request, state: { code: 'IN', countyOfResidence: 'Narnia' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'state.countyOfResidence', message: expect.stringContaining('Indiana county') },
    ]);
  });
});
