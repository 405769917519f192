import type { AchPreview, AchWarning } from '@paydesk/contracts';

/** One company's batch as a row of the preview table. */
export type PreviewRow = {
  /** A company has a PPD batch, and a CCD batch when it pays businesses' accounts. */
  key: string;
  companyId: string;
  companyName: string;
  entryClass: 'PPD' | 'CCD';
  payrolls: number;
  contractorPayments: number;
  credits: number;
  creditTotalCents: number;
  debitTotalCents: number;
  /** A batch's balancing debit equals its credits; anything else deserves a look. */
  isBalanced: boolean;
};

const entryClassOrder = { PPD: 0, CCD: 1 } as const;

/** The preview's batches, by company name (PPD before CCD), each with its own figures. */
export function previewRows(preview: AchPreview): PreviewRow[] {
  return preview.batches
    .map((batch) => ({
      key: `${batch.companyId}:${batch.standardEntryClass ?? 'PPD'}`,
      companyId: batch.companyId,
      companyName: batch.companyName,
      entryClass: batch.standardEntryClass ?? 'PPD',
      payrolls: batch.payrollIds.length,
      contractorPayments: new Set(batch.contractorPaymentIds ?? []).size,
      credits: batch.creditCount,
      creditTotalCents: batch.creditTotalCents,
      debitTotalCents: batch.debitTotalCents,
      isBalanced: batch.creditTotalCents === batch.debitTotalCents,
    }))
    .sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName) ||
        a.companyId.localeCompare(b.companyId) ||
        entryClassOrder[a.entryClass] - entryClassOrder[b.entryClass],
    );
}

/** The whole file's figures, as the server counted them. */
export const previewTotals = (preview: AchPreview) => ({
  batches: preview.batches.length,
  payrolls: preview.batches.reduce((sum, batch) => sum + batch.payrollIds.length, 0),
  // A run paying individuals and businesses sits in both of its company's batches.
  contractorPayments: new Set(preview.batches.flatMap((batch) => batch.contractorPaymentIds ?? []))
    .size,
  entryCount: preview.entryCount,
  totalCreditCents: preview.totalCreditCents,
  totalDebitCents: preview.totalDebitCents,
  effectiveEntryDate: preview.effectiveEntryDate,
});

// Warnings the catalogue words itself; any other keeps the server's sentence.
const warningTexts: Readonly<Record<string, string>> = {
  'ach.pay_date_passed': 'achFiles.warning.payDatePassed',
  'ach.pay_dates_differ': 'achFiles.warning.payDatesDiffer',
  'ach.no_entries': 'achFiles.warning.noEntries',
};

export type WarningText = { id: string } | { text: string };

/** A warning as a catalogue id, or the server's own message when the catalogue has none. */
export const warningText = (warning: AchWarning): WarningText => {
  const id = warningTexts[warning.code];
  return id ? { id } : { text: warning.message };
};

/** The preview's warnings, each catalogue text once (the server warns once per payroll). */
export function previewWarnings(preview: AchPreview): WarningText[] {
  const seen = new Set<string>();
  return preview.warnings.map(warningText).filter((text) => {
    const key = 'id' in text ? `id:${text.id}` : `text:${text.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
