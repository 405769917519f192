import type { PayStub } from '@paydesk/contracts';

/** A realistic stub of an hourly employee, for the PDF's tests, pictures and benchmark. */
export function sampleStub(overrides: Partial<PayStub> = {}): PayStub {
  return {
    id: '019abc00-0000-7000-8000-000000000001',
    payrollId: '019abc00-0000-7000-8000-0000000000aa',
    companyId: 'company-1',
    employeeId: 'employee-1',
    status: 'issued',
    paymentStatus: 'pending',
    returnCode: null,
    company: {
      name: 'Lakeside Bakery LLC',
      address: {
        addressLine1: '410 Lakeshore Drive',
        addressLine2: 'Suite 2',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60611',
      },
      ein: '36-4812345',
    },
    employee: {
      firstName: 'Ethan',
      lastName: 'Brooks',
      address: {
        addressLine1: '1820 W Belmont Ave',
        addressLine2: null,
        city: 'Chicago',
        state: 'IL',
        zipCode: '60657',
      },
      legalId: '***-**-6789',
    },
    payGroup: { id: 'group-1', name: 'Biweekly staff' },
    periodStart: '2026-11-14',
    periodEnd: '2026-11-27',
    payDate: '2026-12-04',
    earnings: [
      {
        code: 'hourly',
        label: 'Regular pay',
        hours: 80,
        rateCents: 2_350,
        amountCents: 188_000,
        ytdCents: 4_136_000,
      },
      {
        code: 'overtime',
        label: 'Overtime (1.5×)',
        hours: 2,
        rateCents: 3_525,
        amountCents: 7_050,
        ytdCents: 70_500,
      },
      {
        code: 'bonus',
        label: 'Bonus',
        hours: null,
        rateCents: null,
        amountCents: 25_000,
        ytdCents: 25_000,
      },
    ],
    employeeTaxes: [
      {
        code: 'federalIncomeTax',
        label: 'Federal income tax',
        amountCents: 19_870,
        ytdCents: 402_310,
      },
      { code: 'socialSecurity', label: 'Social Security', amountCents: 13_643, ytdCents: 262_448 },
      { code: 'medicare', label: 'Medicare', amountCents: 3_191, ytdCents: 61_380 },
      {
        code: 'stateIncomeTax',
        label: 'Illinois income tax',
        jurisdiction: { level: 'state', state: 'IL' },
        amountCents: 10_649,
        ytdCents: 204_850,
      },
    ],
    employerTaxes: [
      {
        code: 'socialSecurity',
        label: 'Social Security (employer)',
        amountCents: 13_643,
        ytdCents: 262_448,
      },
      { code: 'medicare', label: 'Medicare (employer)', amountCents: 3_191, ytdCents: 61_380 },
      { code: 'futa', label: 'Federal unemployment (FUTA)', amountCents: 0, ytdCents: 4_200 },
      {
        code: 'suta',
        label: 'Illinois unemployment',
        jurisdiction: { level: 'state', state: 'IL' },
        amountCents: 0,
        ytdCents: 40_300,
      },
    ],
    deductions: [
      { code: '401k', label: '401(k)', amountCents: 8_800, ytdCents: 176_000 },
      { code: 'section125', label: 'Health plan', amountCents: 4_500, ytdCents: 94_500 },
    ],
    reimbursementsCents: 0,
    grossCents: 220_050,
    employeeTaxesCents: 47_353,
    employerTaxesCents: 16_834,
    deductionsCents: 13_300,
    netPayCents: 159_397,
    ytd: {
      grossCents: 4_231_500,
      employeeTaxesCents: 930_988,
      employerTaxesCents: 368_328,
      deductionsCents: 270_500,
      netPayCents: 3_030_012,
    },
    deposits: [
      { bankName: 'First Lakes Bank', accountNumberLast4: '4321', amountCents: 50_000 },
      { bankName: 'Prairie Credit Union', accountNumberLast4: '1234', amountCents: 109_397 },
    ],
    voidedAt: null,
    ...overrides,
  };
}
