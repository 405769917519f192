// The time-off feature's public API: what other features and the composition root may use.
export { timeOffFeature } from './plugin';
export { createTimeOffServices, type TimeOffServices } from './services';
export {
  timeOffLedger,
  timeOffOfStub,
  type LineTimeOff,
  type SettledPayroll,
  type SettledStub,
} from './time-off-ledger';
