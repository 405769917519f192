import {
  AMOUNT_CENTS_MESSAGE,
  AMOUNT_OR_PERCENTAGE_MESSAGE,
  AMOUNT_OR_PERCENTAGE_MISSING_MESSAGE,
  EMPLOYER_KIND_MESSAGE,
  EMPLOYER_ONE_FORM_MESSAGE,
  END_BEFORE_START_MESSAGE,
  HSA_COVERAGE_MESSAGE,
  HSA_COVERAGE_ONLY_MESSAGE,
  LABEL_MESSAGE,
  MATCH_KIND_MESSAGE,
  MATCH_TIER_MESSAGE,
  MATCH_TIERS_MESSAGE,
  PERCENTAGE_MESSAGE,
  RECURRING_DEDUCTION_KIND_MESSAGE,
  CASE_NUMBER_MESSAGE,
  EXEMPT_ONLY_LEVY_MESSAGE,
  GARNISHMENT_TYPE_MESSAGE,
  ISSUER_MESSAGE,
  LEVY_EXEMPT_MESSAGE,
  LEVY_EXEMPT_MISSING_MESSAGE,
  PAYEE_NAME_MESSAGE,
  SUPPORT_ONLY_MESSAGE,
} from '@paydesk/contracts';
import type { MessageTable } from '@web/shared/forms/message-table';

/**
 * The recurring-deduction and garnishment contracts' messages (and the address's), each with a
 * catalogue text saying the same in the reader's words.
 */
export const deductionContractMessageIds: Record<string, string> = {
  [AMOUNT_CENTS_MESSAGE]: 'deductions.validation.amountCents',
  [PERCENTAGE_MESSAGE]: 'deductions.validation.percentage',
  [AMOUNT_OR_PERCENTAGE_MESSAGE]: 'deductions.validation.amountOrPercentage',
  [AMOUNT_OR_PERCENTAGE_MISSING_MESSAGE]: 'deductions.validation.amountMissing',
  [END_BEFORE_START_MESSAGE]: 'deductions.validation.endBeforeStart',
  [LABEL_MESSAGE]: 'deductions.validation.label',
  'must be a date YYYY-MM-DD': 'deductions.validation.date',
  'must be a real date YYYY-MM-DD': 'deductions.validation.date',
  [HSA_COVERAGE_MESSAGE]: 'deductions.validation.hsaCoverage',
  [HSA_COVERAGE_ONLY_MESSAGE]: 'deductions.validation.hsaCoverageOnly',
  [MATCH_TIER_MESSAGE]: 'deductions.validation.matchTier',
  [MATCH_TIERS_MESSAGE]: 'deductions.validation.matchTiers',
  'Enter the share of pay the tier reaches, above 0 and at most 100':
    'deductions.validation.matchUpTo',
  'Enter the match rate, above 0 and at most 200 percent': 'deductions.validation.matchRate',
  [EMPLOYER_ONE_FORM_MESSAGE]: 'deductions.validation.employerForm',
  [EMPLOYER_KIND_MESSAGE]: 'deductions.validation.employerKind',
  [MATCH_KIND_MESSAGE]: 'deductions.validation.matchKind',
  [RECURRING_DEDUCTION_KIND_MESSAGE]: 'deductions.validation.kind',
  [GARNISHMENT_TYPE_MESSAGE]: 'deductions.validation.garnishmentType',
  [CASE_NUMBER_MESSAGE]: 'deductions.validation.caseNumber',
  [ISSUER_MESSAGE]: 'deductions.validation.issuer',
  [PAYEE_NAME_MESSAGE]: 'deductions.validation.payeeName',
  [LEVY_EXEMPT_MESSAGE]: 'deductions.validation.levyExempt',
  [LEVY_EXEMPT_MISSING_MESSAGE]: 'deductions.validation.levyExemptMissing',
  [EXEMPT_ONLY_LEVY_MESSAGE]: 'deductions.validation.exemptOnlyLevy',
  [SUPPORT_ONLY_MESSAGE]: 'deductions.validation.supportOnly',
  'Enter the street address': 'deductions.validation.street',
  'Enter the city': 'deductions.validation.city',
  'Choose a US state': 'deductions.validation.state',
  'Enter a ZIP code as NNNNN or NNNNN-NNNN': 'deductions.validation.zipCode',
  'Use at most 200 characters': 'deductions.validation.max200',
};

export const deductionMessages: MessageTable = {
  contract: deductionContractMessageIds,
  issueCodes: {
    invalid_type: 'deductions.validation.required',
    // A choice left empty (a payee's state) is a value the contract does not know.
    invalid_value: 'deductions.validation.required',
  },
  fallback: 'deductions.validation.invalid',
  passThrough: /^deductions\.validation\./,
  serverAsWritten: true,
};
