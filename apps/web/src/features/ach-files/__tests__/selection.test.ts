import type { ContractorPayment, PayrollListItem } from '@paydesk/contracts';
import { achPayrollsRequestSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  achRequestOf,
  applyPageSelection,
  emptySelection,
  summarizeSelection,
} from '../model/selection';

const payroll = (
  id: string,
  companyId: string,
  employees: number,
  netPayCents: number,
): PayrollListItem => ({
  id,
  companyId,
  companyName: `Company ${companyId}`,
  payGroupId: 'pg',
  type: 'regular',
  offCycleReason: null,
  status: 'approved',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-14',
  payDate: '2026-11-20',
  memo: null,
  version: 1,
  summary: {
    employees,
    grossCents: netPayCents + 10_000,
    employeeTaxesCents: 8_000,
    employerTaxesCents: 4_000,
    deductionsCents: 2_000,
    reimbursementsCents: 0,
    netPayCents,
    cashRequirementCents: netPayCents + 14_000,
  },
  achFileId: null,
  draftId: `d-${id}`,
  createdAt: '2026-11-10T12:00:00Z',
});

const a = payroll('a', 'c1', 3, 300_000);
const b = payroll('b', 'c2', 2, 150_050);
const c = payroll('c', 'c1', 1, 99_999);
/** An approved run of company c1 paying two contractors $2,300.00 net. */
const run = {
  id: '019ac1d4-7b2e-7c3a-9f10-0000000000c1',
  companyId: 'c1',
  payDate: '2026-11-20',
  status: 'approved',
  items: [{ contractorId: 'k1' }, { contractorId: 'k2' }],
  amountCents: 250_000,
  reimbursementCents: 4_000,
  backupWithholdingCents: 24_000,
  netCents: 230_000,
  totalCents: 254_000,
  achFileId: null,
  createdAt: '2026-11-10T12:00:00Z',
  version: 1,
} as unknown as ContractorPayment;
const include = (...ids: string[]) => ({ type: 'include' as const, ids: new Set(ids) });

describe('choosing payrolls for a file', () => {
  it('sends the chosen payrolls, in the order they were chosen, as the contract wants them', () => {
    // Ids as the API gives them out: the contract takes nothing else.
    const first = payroll('019ac1d4-7b2e-7c3a-9f10-00000000000a', 'c1', 3, 300_000);
    const second = payroll('019ac1d4-7b2e-7c3a-9f10-00000000000b', 'c2', 2, 150_050);
    let selection = applyPageSelection(emptySelection, [first, second], include(second.id));
    selection = applyPageSelection(selection, [first, second], include(second.id, first.id));
    const body = achRequestOf(selection);
    expect(body).toEqual({ payrolls: [second.id, first.id] });
    expect(achPayrollsRequestSchema.parse(body)).toEqual(body);
  });

  it('keeps the choices of other pages when this page changes', () => {
    const firstPage = applyPageSelection(emptySelection, [a, b], include('a'));
    const secondPage = applyPageSelection(firstPage, [c], include('c'));
    expect([...secondPage.keys()]).toEqual(['a', 'c']);
    const unchecked = applyPageSelection(secondPage, [c], include());
    expect([...unchecked.keys()]).toEqual(['a']);
  });

  it('reads "select all" (an exclude model) as every row of the page but those named', () => {
    const all = applyPageSelection(emptySelection, [a, b, c], {
      type: 'exclude',
      ids: new Set(['b']),
    });
    expect([...all.keys()].sort()).toEqual(['a', 'c']);
  });

  it('adds up payrolls, distinct companies, employees and net pay', () => {
    const selection = applyPageSelection(emptySelection, [a, b, c], include('a', 'b', 'c'));
    expect(summarizeSelection(selection)).toEqual({
      payrolls: 3,
      contractorPayments: 0,
      companies: 2,
      employees: 6,
      contractors: 0,
      netPayCents: 550_049,
    });
    expect(summarizeSelection(emptySelection)).toEqual({
      payrolls: 0,
      contractorPayments: 0,
      companies: 0,
      employees: 0,
      contractors: 0,
      netPayCents: 0,
    });
  });

  it('refuses, through the contract, a request without payrolls', () => {
    expect(achPayrollsRequestSchema.safeParse(achRequestOf(emptySelection)).success).toBe(false);
  });

  it('sends the chosen contractor payment runs beside the payrolls, or alone', () => {
    const payrolls = applyPageSelection(emptySelection, [a], include('a'));
    const runs = applyPageSelection(emptySelection, [run], include(run.id));
    expect(achRequestOf(payrolls, runs)).toEqual({ payrolls: ['a'], contractorPayments: [run.id] });
    const alone = achRequestOf(emptySelection, runs);
    expect(alone).toEqual({ contractorPayments: [run.id] });
    expect(achPayrollsRequestSchema.parse(alone)).toEqual(alone);
  });

  it('adds the runs’ contractors and net pay to the summary, and their company once', () => {
    const payrolls = applyPageSelection(emptySelection, [a], include('a'));
    const runs = applyPageSelection(emptySelection, [run], include(run.id));
    expect(summarizeSelection(payrolls, runs)).toEqual({
      payrolls: 1,
      contractorPayments: 1,
      companies: 1,
      employees: 3,
      contractors: 2,
      netPayCents: 300_000 + 230_000,
    });
  });
});
