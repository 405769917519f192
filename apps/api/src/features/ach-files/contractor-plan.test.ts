import { validateAch, writeAch } from '@paydesk/ach';
import { describe, expect, it } from 'vitest';
import { buildAchModel } from './ach-model';
import { planAchFile, previewOf } from './ach-plan';
import type { PaymentToPay, PayrollToPay } from './ach-source-repository';
import { contractorIndividualIdOf, standardEntryClassOf } from './contractor-plan';
import type { ContractorRunToPay } from './contractor-source-repository';
import { assertPlanFitsFile } from './file-limits';

const company = { company_id: 'c1', company_name: 'Lakeside Bakery', federal_ein: '12-3456789' };
const payroll: PayrollToPay = {
  id: 'p1',
  status: 'approved',
  ach_file_id: null,
  pay_date: '2026-12-04',
  ...company,
};
const stub: PaymentToPay = {
  id: 's1',
  payroll_id: 'p1',
  employee_id: '01a21002-f865-76fe-aa55-000000000001',
  first_name: 'Zoe',
  last_name: 'Nguyen',
  deposits: JSON.stringify([{ bankAccountId: 'e1', amountCents: 80_000 }]),
  employee_number: 'E-1',
};
const run = (id: string, payDate = '2026-12-04'): ContractorRunToPay => ({
  id,
  status: 'approved',
  ach_file_id: null,
  pay_date: payDate,
  ...company,
});
const item = (id: string, runId: string, type: string, net: number, account: string) => ({
  id,
  contractor_payment_id: runId,
  contractor_id: `01a21002-f865-76fe-bb66-00000000000${id.slice(-1)}`,
  contractor_name: type === 'business' ? 'Northwind Design LLC' : 'Maya Lindqvist',
  contractor_type: type,
  net_cents: net,
  bank_account_id: account,
});

const origin = {
  immediateDestination: '021000021',
  immediateDestinationName: 'DEMO BANK',
  immediateOrigin: '1987654320',
  immediateOriginName: 'PAYDESK',
  odfiRouting: '021000021',
};
const account = (id: string) => ({
  id,
  accountType: 'checking' as const,
  routingNumber: '071000013',
  accountNumber: `9000${id}`,
});

describe('contractor credits in an ACH plan', () => {
  const plan = planAchFile([payroll], [stub], '2026-11-24', {
    runs: [run('r1')],
    items: [
      item('i1', 'r1', 'individual', 150_000, 'a1'),
      item('i2', 'r1', 'business', 420_000, 'a2'),
    ],
  });

  it('puts an individual beside the payroll in the PPD batch, a business in a CCD batch', () => {
    expect(standardEntryClassOf('individual')).toBe('PPD');
    expect(standardEntryClassOf('business')).toBe('CCD');
    expect(
      plan.batches.map((batch) => [
        batch.standardEntryClass,
        batch.payrollIds,
        batch.contractorPaymentIds,
        batch.credits.map((credit) => credit.amountCents),
      ]),
    ).toEqual([
      ['PPD', ['p1'], ['r1'], [80_000, 150_000]],
      ['CCD', [], ['r1'], [420_000]],
    ]);
    expect(previewOf(plan)).toMatchObject({ entryCount: 5, totalCreditCents: 650_000 });
  });

  it('names a contractor by C and the end of their id', () => {
    expect(contractorIndividualIdOf('01a21002-f865-76fe-bb66-00000000000f')).toBe(
      'C6600000000000F',
    );
    expect(contractorIndividualIdOf('01a21002-f865-76fe-bb66-00000000000f')).toHaveLength(15);
  });

  it('writes both batches, each balanced by its own debit, through the strict validator', () => {
    const { file, entries } = buildAchModel({
      fileId: 'f1',
      plan,
      origin,
      createdAt: '2026-11-24T10:00:00.000Z',
      fileIdModifier: 'A',
      previousSequence: 0,
      deposits: new Map(['e1', 'a1', 'a2'].map((id) => [id, account(id)])),
      funding: new Map([['c1', account('f1')]]),
    });
    const text = writeAch(file);
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    const headers = text.split('\n').filter((line) => line.startsWith('5'));
    expect(headers.map((line) => [line.slice(50, 53), line.slice(53, 63).trim()])).toEqual([
      ['PPD', 'PAYROLL'],
      ['CCD', 'CONTRACTOR'],
    ]);
    expect(
      entries.map((entry) => [
        entry.kind,
        entry.pay_stub_id,
        entry.contractor_payment_item_id ?? null,
        entry.amount_cents,
      ]),
    ).toEqual([
      ['credit', 's1', null, 80_000],
      ['credit', null, 'i1', 150_000],
      ['debit', null, null, 230_000],
      ['credit', null, 'i2', 420_000],
      ['debit', null, null, 420_000],
    ]);
  });

  it('makes a batch of its own for a company paying only contractors, on the run’s date', () => {
    const alone = planAchFile([], [], '2026-11-24', {
      runs: [run('r2', '2026-12-11')],
      items: [item('i3', 'r2', 'individual', 5_000, 'a3')],
    });
    expect(alone).toMatchObject({ effectiveEntryDate: '2026-12-11', warnings: [] });
    expect(alone.batches).toHaveLength(1);
  });

  it('refuses a run whose business deposits pass one debit, naming the run', () => {
    const big = planAchFile([], [], '2026-11-24', {
      runs: [run('r3')],
      items: [
        item('i4', 'r3', 'business', 6_000_000_000, 'a4'),
        item('i5', 'r3', 'business', 6_000_000_000, 'a5'),
      ],
    });
    expect(() => assertPlanFitsFile(big, [], ['r3'])).toThrow(/contractor payments r3/);
  });
});
