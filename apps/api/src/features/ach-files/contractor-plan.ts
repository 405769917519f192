import { normalizeText } from '@paydesk/ach';
import type { AchWarning } from '@paydesk/contracts';
import { batchOf, effectiveDateOf, payDateWarning, type PlannedBatch } from './plan-batches';
import type { ContractorItemToPay, ContractorRunToPay } from './contractor-source-repository';

/** The contractor payment runs chosen and their direct deposit lines still to pay. */
export type ContractorSource = {
  runs: readonly ContractorRunToPay[];
  items: readonly Pick<
    ContractorItemToPay,
    | 'id'
    | 'contractor_payment_id'
    | 'contractor_id'
    | 'contractor_name'
    | 'contractor_type'
    | 'net_cents'
    | 'bank_account_id'
  >[];
};

/**
 * The Individual Identification Number of a contractor: contractors carry no number of their
 * own, so the random end of their id (as for an employee without a number), prefixed with `C`
 * so that the employer tells a contractor from an employee on the bank's statement.
 */
export const contractorIndividualIdOf = (contractorId: string): string =>
  normalizeText(`C${contractorId.replace(/-/g, '').slice(-14)}`, 15);

/** The name as the file writes it; an empty one (emoji only) is the contractor's id. */
export function contractorIndividualNameOf(contractorId: string, name: string): string {
  const folded = normalizeText(name, 22);
  return folded === '' ? contractorIndividualIdOf(contractorId) : folded;
}

/**
 * NACHA's Standard Entry Class of a contractor's credit: PPD for an individual's (a consumer's)
 * account, CCD for a business's (a corporate account). A batch has one class, so a company
 * paying businesses gets a CCD batch beside its PPD one, each balanced by its own debit.
 */
export const standardEntryClassOf = (contractorType: string): 'PPD' | 'CCD' =>
  contractorType === 'business' ? 'CCD' : 'PPD';

/**
 * Adds the runs' direct deposits to the plan's batches: each run joins its company's PPD batch
 * (made for it when the company has no payroll in the file), and each business contractor's
 * credit goes to the company's CCD batch. The batches' dates are their earliest pay dates.
 */
export function addContractorCredits(
  batches: Map<string, PlannedBatch>,
  source: ContractorSource,
  today: string,
  warnings: AchWarning[],
): void {
  const runs = new Map<string, { run: ContractorRunToPay; effective: string }>();
  for (const run of source.runs) {
    const effective = effectiveDateOf(run.pay_date, today);
    const warning = payDateWarning(`contractor payment ${run.id}`, run.pay_date, effective);
    if (warning) warnings.push(warning);
    batchOf(batches, run, 'PPD', effective).contractorPaymentIds.push(run.id);
    runs.set(run.id, { run, effective });
  }
  for (const item of source.items) {
    const chosen = runs.get(item.contractor_payment_id);
    const amountCents = Number(item.net_cents);
    if (!chosen || item.bank_account_id === null || amountCents <= 0) continue;
    const sec = standardEntryClassOf(item.contractor_type);
    const batch = batchOf(batches, chosen.run, sec, chosen.effective);
    if (sec === 'CCD' && !batch.contractorPaymentIds.includes(chosen.run.id)) {
      batch.contractorPaymentIds.push(chosen.run.id);
    }
    batch.credits.push({
      payStubId: null,
      payrollId: null,
      contractorPaymentId: chosen.run.id,
      contractorPaymentItemId: item.id,
      bankAccountId: item.bank_account_id,
      amountCents,
      individualId: contractorIndividualIdOf(item.contractor_id),
      individualName: contractorIndividualNameOf(item.contractor_id, item.contractor_name),
      employeeName: item.contractor_name,
    });
    batch.creditTotalCents += amountCents;
  }
}
