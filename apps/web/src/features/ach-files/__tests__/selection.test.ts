import type { PayrollListItem } from '@paydesk/contracts';
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
      companies: 2,
      employees: 6,
      netPayCents: 550_049,
    });
    expect(summarizeSelection(emptySelection)).toEqual({
      payrolls: 0,
      companies: 0,
      employees: 0,
      netPayCents: 0,
    });
  });

  it('refuses, through the contract, a request without payrolls', () => {
    expect(achPayrollsRequestSchema.safeParse(achRequestOf(emptySelection)).success).toBe(false);
  });
});
