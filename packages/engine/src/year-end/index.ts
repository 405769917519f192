export { BOX_12_ORDER, BOX_14_LABELS, incomeTaxWagesOfStub, w2BoxesOf, w2sOf } from './w2';
export type {
  Box12Code,
  Box12Entry,
  Box14Entry,
  W2,
  W2Boxes,
  W2CodedAmount,
  W2StateRow,
  W2Stub,
  W2TaxLine,
} from './w2';
export { reconcileW3, w3Of } from './w3';
export type {
  ReconciledForm941,
  ReconciliationCause,
  ReconciliationLine,
  W3Reconciliation,
  W3Totals,
} from './w3';
export { efw2Text, rwAmountsOf, writeEfw2 } from './efw2';
export type { Efw2Address, Efw2Contact, Efw2Employee, Efw2Input } from './efw2';
export { validateEfw2 } from './efw2-validator';
export type { Efw2Problem } from './efw2-validator';
export { EFW2_RECORD_LENGTH } from './efw2-layout';
