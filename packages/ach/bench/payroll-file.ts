import type { AchBatch, AchEntry, AchFile } from '../src/index';

export const BATCHES = 10;
const CREDITS_PER_BATCH = 9_999; // + 1 offset = 10,000 entry records a batch
export const ENTRIES = BATCHES * (CREDITS_PER_BATCH + 1);
const ROUTINGS = ['231380104', '021000021', '011000015', '121042882', '081000210'];

/** A payroll of 100,000 entry records: 10 batches of 9,999 credits and their offset. */
export function payrollFile(): AchFile {
  const batches: AchBatch[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const entries: AchEntry[] = [];
    for (let i = 0; i < CREDITS_PER_BATCH; i++) {
      entries.push({
        transactionCode: i % 4 === 0 ? 32 : 22,
        routingNumber: ROUTINGS[i % ROUTINGS.length] as string,
        accountNumber: String(100_000_000 + b * CREDITS_PER_BATCH + i),
        amountCents: 150_000 + ((i * 7919) % 500_000),
        individualId: `EMP${String(b * CREDITS_PER_BATCH + i).padStart(6, '0')}`,
        individualName: `EMPLOYEE ${b}-${i}`,
      });
    }
    batches.push({
      companyName: 'ACME PAYROLL INC',
      companyIdentification: '1234567890',
      companyEntryDescription: 'PAYROLL',
      companyDescriptiveDate: 'JAN 15',
      effectiveEntryDate: '2026-01-15',
      odfiRouting: '121042882',
      entries,
      offset: { routingNumber: '121042882', accountNumber: '987654321', accountType: 'checking' },
    });
  }
  return {
    immediateDestination: '121042882',
    immediateDestinationName: 'MY BANK',
    immediateOrigin: '121042882',
    immediateOriginName: 'ACME PAYROLL INC',
    fileIdModifier: 'A',
    createdAt: '2026-01-14T09:30:00Z',
    batches,
  };
}
