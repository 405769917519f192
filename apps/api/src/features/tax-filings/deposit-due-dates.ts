import type { ComputedDeposit } from './deposits/computed-deposits';
import { form941Taxes } from './deposits/computed-deposits';
import type { LiabilityKey } from './tax-liability-lines';

/**
 * A ledger entry's deposit due date: that of the company's computed deposit whose period holds
 * the pay date, Form 941's for its taxes and FUTA's for FUTA, so the ledger and the deposit list
 * always agree (the company's own schedule, the $100,000 next-day rule, a de minimis quarter paid
 * with the return, the IRS calendar), and a state's income tax that of its withholding deposit
 * where the state's rule is kept. Localities' deposit rules are not kept yet.
 */
export const depositDueDateOf =
  (deposits: readonly ComputedDeposit[]) =>
  (key: LiabilityKey, payDate: string): string | null => {
    const form =
      key.agency === 'irs'
        ? key.tax === 'futa'
          ? '940'
          : form941Taxes.has(key.tax)
            ? '941'
            : null
        : key.tax === 'state_income'
          ? 'state_withholding'
          : null;
    const deposit = deposits.find(
      (candidate) =>
        candidate.agency === key.agency &&
        candidate.form === form &&
        candidate.periodStart <= payDate &&
        payDate <= candidate.periodEnd,
    );
    return deposit?.dueDate ?? null;
  };
