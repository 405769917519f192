import fc from 'fast-check';
import { routingCheckDigit } from '../src/index';
import type { AchBatch, AchEntry, AchFile, AchOffset } from '../src/index';

// Models in canonical form (what a read gives back): text without trailing blanks, optional
// fields absent rather than empty, no value the writer would produce by itself.

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));

/** Text of up to `width` characters, no trailing blanks; `nonBlank` for required fields. */
export function text(width: number, nonBlank = false, chars: string[] = PRINTABLE) {
  return fc
    .string({ unit: fc.constantFrom(...chars), minLength: nonBlank ? 1 : 0, maxLength: width })
    .map((s) => s.trimEnd())
    .filter((s) => !nonBlank || (s !== '' && !/^0+$/.test(s)));
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

export const routingNumber = fc
  .stringMatching(/^[0-9]{8}$/)
  .filter((s) => s !== '00000000')
  .map((s) => s + String(routingCheckDigit(s)));

const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

const createdAt = fc.oneof(
  isoDate.map((iso) => iso.slice(0, 10)),
  isoDate.map((iso) => `${iso.slice(0, 16)}:00Z`),
);

const CODES = [22, 23, 27, 28, 32, 33, 37, 38, 42, 47, 52, 55] as const;
const CREDIT_CODES = [22, 23, 32, 33] as const;
const PRENOTES = new Set([23, 28, 33, 38]);

function entry(codes: readonly number[], maxAmount: number): fc.Arbitrary<AchEntry> {
  return fc
    .record(
      {
        transactionCode: fc.constantFrom(...codes),
        routingNumber,
        accountNumber: text(17, true),
        amountCents: fc.integer({ min: 1, max: maxAmount }),
        individualId: optional(text(15, true)),
        individualName: text(22, true).filter((s) => s !== 'OFFSET'),
        discretionaryData: optional(text(2, true)),
        addenda: optional(text(80)),
      },
      {
        requiredKeys: [
          'transactionCode',
          'routingNumber',
          'accountNumber',
          'amountCents',
          'individualName',
        ],
      },
    )
    .map((e) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(e)) if (v !== undefined) out[k] = v;
      if (PRENOTES.has(e.transactionCode)) out.amountCents = 0;
      return out as unknown as AchEntry;
    });
}

const offset: fc.Arbitrary<AchOffset> = fc.record({
  routingNumber,
  accountNumber: text(17, true),
  accountType: fc.constantFrom('checking' as const, 'savings' as const),
});

function derivedScc(entries: readonly AchEntry[], hasOffset: boolean): number {
  if (hasOffset) return 200;
  const credits = entries.some((e) => e.transactionCode % 10 <= 4);
  const debits = entries.some((e) => e.transactionCode % 10 > 4);
  return credits && !debits ? 220 : debits && !credits ? 225 : 200;
}

const batchHeader = fc.record(
  {
    companyName: text(16, true),
    companyDiscretionaryData: optional(text(20, true)),
    companyIdentification: text(10, true),
    standardEntryClass: optional(fc.constantFrom('CCD', 'WEB', 'TEL')),
    companyEntryDescription: text(10, true),
    companyDescriptiveDate: optional(text(6, true)),
    effectiveEntryDate: isoDate.map((iso) => iso.slice(0, 10)),
    settlementDate: optional(
      fc.integer({ min: 1, max: 366 }).map((d) => String(d).padStart(3, '0')),
    ),
    originatorStatusCode: optional(fc.constant('2')),
    odfiRouting: routingNumber,
    messageAuthenticationCode: optional(text(19, true)),
  },
  {
    requiredKeys: [
      'companyName',
      'companyIdentification',
      'companyEntryDescription',
      'effectiveEntryDate',
      'odfiRouting',
    ],
  },
);

const batch: fc.Arbitrary<AchBatch> = fc
  .tuple(batchHeader, fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 3 }))
  .chain(([header, withOffset, explicit200, batchNumberGap]) =>
    fc
      .tuple(
        // An offset holds the batch's credit total in one 10-digit amount.
        fc.array(withOffset ? entry(CREDIT_CODES, 2_000_000_000) : entry(CODES, 9_999_999_999), {
          minLength: 1,
          maxLength: 4,
        }),
        withOffset ? offset : fc.constant(undefined),
      )
      .filter(([entries, off]) => !off || entries.some((e) => e.amountCents > 0))
      .map(([entries, off]) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(header)) if (v !== undefined) out[k] = v;
        out.entries = entries;
        if (off) out.offset = { ...off };
        if (explicit200 && derivedScc(entries, off !== undefined) !== 200)
          out.serviceClassCode = 200;
        // A gap is kept for the first batch by numbering it 1 + gap; see withBatchNumbers.
        out.batchNumberGap = batchNumberGap;
        return out as unknown as AchBatch & { batchNumberGap: number };
      }),
  );

/** Gives a batch an explicit number only when it differs from the previous + 1. */
function withBatchNumbers(batches: (AchBatch & { batchNumberGap: number })[]): AchBatch[] {
  let previous = 0;
  return batches.map(({ batchNumberGap, ...b }) => {
    const number = previous + 1 + batchNumberGap;
    previous = number;
    return batchNumberGap === 0 ? b : { ...b, batchNumber: number };
  });
}

/** An explicit first trace number (sequence other than 1), as moov's web-debit sample has. */
function withFirstTrace(batches: AchBatch[], sequence: number | undefined): AchBatch[] {
  const first = batches[0];
  if (sequence === undefined || sequence === 1 || !first) return batches;
  const trace = first.odfiRouting.slice(0, 8) + String(sequence).padStart(7, '0');
  const entries = first.entries.map((e, i) => (i === 0 ? { ...e, traceNumber: trace } : e));
  return [{ ...first, entries }, ...batches.slice(1)];
}

export const achFile: fc.Arbitrary<AchFile> = fc
  .record(
    {
      immediateDestination: fc.oneof(
        routingNumber,
        routingNumber.map((r) => '0' + r),
      ),
      immediateDestinationName: text(23),
      immediateOrigin: fc.oneof(routingNumber, fc.stringMatching(/^[1-9][0-9]{9}$/)),
      immediateOriginName: text(23),
      fileIdModifier: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      createdAt,
      referenceCode: optional(text(8, true)),
      batches: fc.array(batch, { minLength: 1, maxLength: 3 }),
      lineEnding: optional(fc.constantFrom('\r\n' as const, '' as const)),
      finalNewline: optional(fc.constant(false)),
      firstTrace: optional(fc.integer({ min: 0, max: 5000 })),
    },
    {
      requiredKeys: [
        'immediateDestination',
        'immediateDestinationName',
        'immediateOrigin',
        'immediateOriginName',
        'fileIdModifier',
        'createdAt',
        'batches',
      ],
    },
  )
  .map(({ firstTrace, batches, ...rest }) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) out[k] = v;
    out.batches = withFirstTrace(
      withBatchNumbers(batches as (AchBatch & { batchNumberGap: number })[]),
      firstTrace,
    );
    return out as unknown as AchFile;
  });

/** Raw build input in the contract's shape: mixed case, accents, blanks to trim. */
export const rawInput = fc
  .record({
    names: fc.array(
      fc.string({ unit: fc.constantFrom(...'abcXYZ éèüñ-.\t'), minLength: 1, maxLength: 30 }),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    amounts: fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 5, maxLength: 5 }),
    savings: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    routing: fc.array(routingNumber, { minLength: 5, maxLength: 5 }),
    withOffset: fc.boolean(),
    createdAt: isoDate,
  })
  .map(({ names, amounts, savings, routing, withOffset, createdAt: created }) => ({
    immediateDestination: '121042882',
    immediateDestinationName: 'My Bank',
    immediateOrigin: '121042882',
    immediateOriginName: 'Acme Payroll Inc',
    fileIdModifier: 'A',
    createdAt: created,
    batches: [
      {
        companyName: 'Acme Payroll Inc',
        companyIdentification: '1234567890',
        companyEntryDescription: 'Payroll',
        effectiveEntryDate: created.slice(0, 10),
        odfiRouting: '121042882',
        entries: names.map((name, i) => ({
          transactionCode: savings[i] ? 32 : 22,
          routingNumber: routing[i],
          accountNumber: String(1000 + i),
          amountCents: amounts[i],
          individualId: `emp${i}`,
          individualName: `x ${name}`,
        })),
        ...(withOffset
          ? {
              offset: {
                routingNumber: '121042882',
                accountNumber: '987654321',
                accountType: 'checking',
              },
            }
          : {}),
      },
    ],
  }));
