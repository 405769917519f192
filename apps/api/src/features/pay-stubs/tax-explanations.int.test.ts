import { taxExplanationSchema, type PayLineJurisdiction } from '@paydesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payStubsHarness } from './pay-stubs.test-kit';

const { state, call, stubIdOf } = payStubsHarness();

type Tax = {
  code: string;
  amountCents: number;
  jurisdiction?: PayLineJurisdiction;
  explanation?: unknown;
};
type Line = { employeeId: string; employeeTaxes: Tax[]; employerTaxes: Tax[] };

/** A tax line's explanation, read through the contract: whatever its figures, it is well formed. */
const explanationOf = (taxes: Tax[], code: string) => {
  const tax = taxes.find((line) => line.code === code);
  expect(tax, code).toBeDefined();
  const parsed = taxExplanationSchema.safeParse(tax?.explanation);
  expect(parsed.success, `${code}: ${JSON.stringify(tax?.explanation)}`).toBe(true);
  return parsed.data!;
};

describe(`tax lines keep how they were found, on ${testDatabaseKind()}`, () => {
  // Ethan works in Illinois: 80 hours at $23.50 on the regular payroll of 4 December.
  let draftLine: Line;
  let stubId = '';

  beforeAll(async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, regularHours: 80 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(draft.statusCode, draft.body).toBe(200);
    draftLine = draft.json<{ items: Line[] }>().items.find((l) => l.employeeId === state.ethan)!;
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    stubId = await stubIdOf(committed.json<{ id: string }>().id, state.ethan);
  });

  it('a draft line’s state and federal income taxes carry an explanation with a publication', () => {
    const stateTax = explanationOf(draftLine.employeeTaxes, 'stateIncomeTax');
    expect(draftLine.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax')).toMatchObject({
      jurisdiction: { level: 'state', state: 'IL' },
    });
    expect(stateTax.publication.trim()).not.toBe('');
    expect(stateTax.steps.length).toBeGreaterThan(0);
    const federal = explanationOf(draftLine.employeeTaxes, 'federalIncomeTax');
    expect(federal.publication.trim()).not.toBe('');
  });

  it('a committed stub keeps the explanations its draft line had', async () => {
    const answer = await call('GET', `/api/pay-stubs/${stubId}`, { employee: state.ethan });
    expect(answer.statusCode, answer.body).toBe(200);
    const stub = answer.json<{ employeeTaxes: Tax[]; employerTaxes: Tax[] }>();
    for (const code of ['stateIncomeTax', 'federalIncomeTax']) {
      expect(explanationOf(stub.employeeTaxes, code)).toEqual(
        explanationOf(draftLine.employeeTaxes, code),
      );
    }
    // Every explained tax of the line is explained on the stub, and alike.
    const explained = (taxes: Tax[]) =>
      taxes
        .filter((tax) => tax.explanation !== undefined)
        .map((tax) => [tax.code, tax.explanation]);
    expect(explained(stub.employeeTaxes)).toEqual(explained(draftLine.employeeTaxes));
    expect(explained(stub.employerTaxes)).toEqual(explained(draftLine.employerTaxes));
  });

  it('a stub issued before explanations were kept answers its taxes without one', async () => {
    const { db } = state.harness.context.database;
    const row = await db
      .selectFrom('pay_stubs')
      .select('details')
      .where('id', '=', stubId)
      .executeTakeFirstOrThrow();
    const details = JSON.parse(row.details) as Record<string, Tax[] | unknown>;
    const withoutExplanation = (taxes: Tax[]) =>
      taxes.map(({ explanation: _dropped, ...tax }) => tax);
    await db
      .updateTable('pay_stubs')
      .set({
        details: JSON.stringify({
          ...details,
          employeeTaxes: withoutExplanation(details.employeeTaxes as Tax[]),
          employerTaxes: withoutExplanation(details.employerTaxes as Tax[]),
        }),
      })
      .where('id', '=', stubId)
      .execute();

    const answer = await call('GET', `/api/pay-stubs/${stubId}`, { employee: state.ethan });
    expect(answer.statusCode, answer.body).toBe(200);
    const stub = answer.json<{ employeeTaxes: Tax[]; employeeTaxesCents: number }>();
    expect(stub.employeeTaxes.length).toBeGreaterThan(0);
    expect(stub.employeeTaxes.every((tax) => tax.explanation === undefined)).toBe(true);
    expect(stub.employeeTaxes.find((tax) => tax.code === 'stateIncomeTax')).toMatchObject({
      jurisdiction: { level: 'state', state: 'IL' },
    });
  });
});
