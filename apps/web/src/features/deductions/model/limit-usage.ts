import type { Deduction } from '@paydesk/contracts';

/** How much of a yearly limit the year has used, for the bar beside a deduction. */
export type LimitUsage = {
  usedCents: number;
  limitCents: number;
  remainingCents: number;
  /** 0 to 100, whole: the bar's length. */
  percent: number;
  reached: boolean;
};

/**
 * The year's use of the limit that applies to a deduction, or null when none does. The server
 * answers what is left (a 401(k) limit is shared with the Roth 401(k), so what is used may be
 * more than this deduction's own year to date); without that, the deduction's own year counts.
 */
export function limitUsage(
  deduction: Pick<Deduction, 'ytdCents' | 'limitCents' | 'remainingLimitCents'>,
): LimitUsage | null {
  const limitCents = deduction.limitCents;
  if (limitCents === null) return null;
  const remainingCents = Math.max(
    0,
    deduction.remainingLimitCents ?? limitCents - deduction.ytdCents,
  );
  const usedCents = Math.max(0, limitCents - remainingCents);
  const percent = limitCents <= 0 ? 100 : Math.min(100, Math.floor((usedCents * 100) / limitCents));
  return { usedCents, limitCents, remainingCents, percent, reached: remainingCents === 0 };
}
