// Transaction codes (moov validators.go StandardTransactionCode): the first digit is the account
// type (2 checking, 3 savings, 4 general ledger, 5 loan), the second what the entry does.

const STANDARD = new Uint8Array(100);
for (const code of [
  21, 22, 23, 24, 26, 27, 28, 29, 31, 32, 33, 34, 36, 37, 38, 39, 41, 42, 43, 44, 46, 47, 48, 49,
  51, 52, 53, 54, 55, 56,
]) {
  STANDARD[code] = 1;
}

/** The codes a payroll build input may use: credits, debits and their prenotes. */
export const PAYROLL_TRANSACTION_CODES = [22, 23, 27, 28, 32, 33, 37, 38] as const;

export function isStandardTransactionCode(code: number): boolean {
  return STANDARD[code] === 1;
}

/** Second digit 1-4: credit, return of a credit, credit prenote, zero-dollar credit. */
export function isCreditCode(code: number): boolean {
  const kind = code % 10;
  return kind >= 1 && kind <= 4;
}

export function isPrenoteCode(code: number): boolean {
  const kind = code % 10;
  return kind === 3 || kind === 8;
}

/** Zero-dollar entries with remittance data carry no money, like prenotes. */
export function isZeroDollarCode(code: number): boolean {
  const kind = code % 10;
  return kind === 4 || kind === 9;
}

export function isReturnCode(code: number): boolean {
  const kind = code % 10;
  return kind === 1 || kind === 6;
}

export function offsetTransactionCode(accountType: 'checking' | 'savings'): 27 | 37 {
  return accountType === 'checking' ? 27 : 37;
}
