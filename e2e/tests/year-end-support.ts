import { addBusinessDays, previousBusinessDay } from '@paydesk/engine/calendar';
import { expect } from 'vitest';
import { uniqueName, url } from './companies-support';
import { companyApi, randomSsn } from './employees-support';

/** Helpers of the year-end browser test. */

type Draft = { draftId: string; version: number };
type Payroll = { id: string; status: string; items: { employeeId: string; payStubId: string }[] };

/** A stub of our own employee: the year-end test voids one after publishing. */
export type OwnStub = { id: string; payDate: string; payrollId: string };

/** `days` business days from today, kept inside the year (the W-2s are of this year). */
function payDay(year: number, days: number): string {
  const today = new Date().toISOString().slice(0, 10);
  const wanted = addBusinessDays(today, days);
  return wanted.startsWith(String(year)) ? wanted : previousBusinessDay(`${year}-12-31`);
}

/** An off-cycle bonus for one employee, committed as the owner: one approved payroll. */
async function payBonus(
  token: string,
  companyId: string,
  employee: { id: string; payGroup: string },
  payDate: string,
  bonusCents: number,
): Promise<OwnStub> {
  // The two weeks up to today, inside the pay date's year.
  const yearStart = `${payDate.slice(0, 4)}-01-01`;
  const isoDaysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const inYear = (date: string) => (date < yearStart ? yearStart : date);
  const created = await companyApi<Draft>(token, companyId, 'POST', '/payroll-drafts', {
    payGroupId: employee.payGroup,
    offCycle: {
      reason: 'bonus',
      payDate,
      periodStart: inYear(isoDaysAgo(13)),
      periodEnd: inYear(isoDaysAgo(0)),
      employeeIds: [employee.id],
      withholding: 'supplemental',
    },
  });
  await companyApi(token, companyId, 'PUT', `/payroll-drafts/${created.draftId}`, {
    version: created.version,
    lines: [{ employeeId: employee.id, bonusCents }],
  });
  const payroll = await companyApi<Payroll>(token, companyId, 'POST', '/payrolls', {
    draftId: created.draftId,
  });
  expect(payroll.status).toBe('approved');
  const id = payroll.items.find((item) => item.employeeId === employee.id)?.payStubId;
  if (!id) throw new Error('The bonus payroll holds no stub of our employee');
  return { id, payDate, payrollId: payroll.id };
}

/**
 * An employee of our own in the demo company, complete (SSN, address, W-4, Illinois certificate,
 * paid by check), paid two bonuses this year by two off-cycle payrolls dated a few business days
 * ahead: no other browser test reads them, and their deposits are not yet due.
 */
export async function hireAndPayTwice(token: string, companyId: string, year: number) {
  const groups = await companyApi<{ items: { id: string }[] }>(
    token,
    companyId,
    'GET',
    '/pay-groups',
  );
  const payGroup = groups.items[0]?.id;
  if (!payGroup) throw new Error('The demo company has no pay group');
  const email = `${uniqueName('wren').replace(/\W+/g, '.')}@example.test`;
  const hired = await companyApi<{ id: string; firstName: string; lastName: string }>(
    token,
    companyId,
    'POST',
    '/employees',
    {
      firstName: 'Wren',
      lastName: 'Castellanos',
      email,
      legalIdType: 'ssn',
      legalId: randomSsn(),
      birthDate: '1991-03-09',
      phoneNumber: '(312) 555-0163',
      address: { addressLine1: '31 Fulton St', city: 'Chicago', state: 'IL', zipCode: '60607' },
      employmentType: 'full_time',
      employmentCategory: 'exempt',
      jobTitle: 'Bookkeeper',
      department: 'Office',
      hireDate: `${year}-01-05`,
      workState: 'IL',
      payGroup,
      paymentType: 'salary',
      paymentRate: 5_200_000,
      paymentMethod: 'check',
      federalTax: { w4Version: '2020', filingStatus: 'single' },
      stateTax: { code: 'IL', basicAllowances: 1 },
    },
  );
  const employee = { id: hired.id, payGroup };
  const first = await payBonus(token, companyId, employee, payDay(year, 3), 120_000);
  const second = await payBonus(token, companyId, employee, payDay(year, 5), 80_000);
  return { id: hired.id, name: `${hired.lastName}, ${hired.firstName}`, stubs: [first, second] };
}

/** Voids a stub's payment as the owner (its payroll is approved: the money has not left). */
export async function voidPayment(
  token: string,
  companyId: string,
  employeeId: string,
  stub: OwnStub,
): Promise<void> {
  const response = await fetch(url(`/api/pay-stubs/${stub.id}/payments`), {
    method: 'DELETE',
    headers: {
      Authorization: `Bearer ${token}`,
      'Company-ID': companyId,
      'Employee-ID': employeeId,
      'Pay-Date': stub.payDate,
    },
  });
  expect(response.status, await response.text()).toBe(200);
}
