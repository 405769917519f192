// A non-digit counts as a large negative number, which keeps the sum in integers.
const digit = (s: string, i: number): number => {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1000;
};

/**
 * Check digit of the 8 characters of `digits` from `start`, or -1 when one of them is not a
 * digit.
 */
export function routingCheckDigit(digits: string, start = 0): number {
  if (digits.length < start + 8) return -1;
  const s = start;
  // Weights 3 7 1 3 7 1 3 7, unrolled: this runs for every entry of every file.
  const sum =
    3 * (digit(digits, s) + digit(digits, s + 3) + digit(digits, s + 6)) +
    7 * (digit(digits, s + 1) + digit(digits, s + 4) + digit(digits, s + 7)) +
    digit(digits, s + 2) +
    digit(digits, s + 5);
  if (sum < 0) return -1;
  // (10 - sum mod 10) mod 10: a sum that is already a multiple of 10 gives 0, not 10.
  return (10 - (sum % 10)) % 10;
}

export function isAllDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** 9 digits whose last one is the check digit of the first 8. */
export function isValidRoutingNumber(value: string): boolean {
  return (
    value.length === 9 &&
    isAllDigits(value) &&
    routingCheckDigit(value) === value.charCodeAt(8) - 48
  );
}

/** The 9-digit routing number whose first 8 digits are `first8`. */
export function completeRoutingNumber(first8: string): string {
  const check = routingCheckDigit(first8);
  return check < 0 ? first8 : first8 + String(check);
}
