const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/**
 * The ABA routing number check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * It catches every single mistyped digit and most swaps of neighbours.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weighted = [...value].reduce(
    (sum, digit, index) => sum + Number(digit) * (WEIGHTS[index] ?? 0),
    0,
  );
  return weighted % 10 === 0;
}
