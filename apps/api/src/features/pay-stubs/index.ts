// The pay-stubs feature's public API: what the composition root may use.
export { payStubsFeature } from './plugin';
export { noPaymentVoids, type PaymentVoids } from './payment-voids-port';
export { createPayStubServices, type PayStubPorts, type PayStubServices } from './services';
// The stub PDF's faces and pen: other documents in the reader's language (the W-2) write with them.
export { stubFontsFor, type StubFonts } from './pdf/fonts';
export { textPen, type TextPen } from './pdf/text-pen';
// The ledger of issued stubs paid in a range, which payroll keeps: the W-2s read their figures from it.
export { issuedStubsPaidIn } from '@paydesk/api/features/payroll';
