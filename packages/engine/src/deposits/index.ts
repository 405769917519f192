export { splitNetPay } from './split-net-pay';
export type { DepositPart, DepositSplit, DepositTarget } from './split-net-pay';
