import type { TimeOffPolicy } from '@paydesk/contracts';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { formatHours } from '../model/hours';

/** How a policy's hours accrue, in one phrase ("1 h per 30 h worked"). */
export function AccrualText({ policy }: { policy: TimeOffPolicy }) {
  const intl = useIntl();
  const { locale } = useFormatters();
  const { method, hours, perHours } = policy.accrual;
  return (
    <>
      {intl.formatMessage(
        { id: `timeOff.accrual.${method}` },
        { hours: formatHours(hours, locale), perHours: formatHours(perHours ?? 0, locale) },
      )}
    </>
  );
}

/** A policy's limits as short phrases: cap, carryover, waiting period, negative balance. */
export function useLimitTexts(policy: TimeOffPolicy): string[] {
  const intl = useIntl();
  const { locale } = useFormatters();
  const texts: string[] = [];
  if (policy.maxBalanceHours !== null) {
    texts.push(
      intl.formatMessage(
        { id: 'timeOff.limit.max' },
        { hours: formatHours(policy.maxBalanceHours, locale) },
      ),
    );
  }
  if (policy.carryoverHours !== null) {
    texts.push(
      intl.formatMessage(
        { id: 'timeOff.limit.carryover' },
        { hours: formatHours(policy.carryoverHours, locale) },
      ),
    );
  }
  if (policy.waitingDays > 0) {
    texts.push(intl.formatMessage({ id: 'timeOff.limit.waiting' }, { days: policy.waitingDays }));
  }
  if (policy.allowNegative) texts.push(intl.formatMessage({ id: 'timeOff.limit.negative' }));
  if (texts.length === 0) texts.push(intl.formatMessage({ id: 'timeOff.limit.none' }));
  return texts;
}
