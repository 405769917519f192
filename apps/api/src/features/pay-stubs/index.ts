// The pay-stubs feature's public API: what the composition root may use.
export { payStubsFeature } from './plugin';
export { noPaymentVoids, type PaymentVoids } from './payment-voids-port';
export { createPayStubServices, type PayStubPorts, type PayStubServices } from './services';
