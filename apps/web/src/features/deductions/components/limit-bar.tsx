import { LinearProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import type { LimitUsage } from '../model/limit-usage';

type Props = { ytdCents: number; usage: LimitUsage | null; testId?: string };

/**
 * A deduction's year to date, and, when a yearly limit applies, a bar of how much of it the year
 * has used: full and in the warning colour once reached, when payroll stops taking it.
 */
export function LimitBar({ ytdCents, usage, testId }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const ytd = <MoneyDisplay cents={ytdCents} />;
  if (!usage) {
    return (
      <Typography variant="body2" dir="auto" data-testid={testId}>
        <FormattedMessage id="deductions.ytd.noLimit" values={{ ytd }} />
      </Typography>
    );
  }
  const limit = <MoneyDisplay cents={usage.limitCents} />;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }} data-testid={testId}>
      <LinearProgress
        variant="determinate"
        value={usage.percent}
        color={usage.reached ? 'warning' : 'primary'}
        aria-label={intl.formatMessage(
          { id: 'deductions.ytd.bar' },
          { percent: format.number(usage.percent / 100, { style: 'percent' }) },
        )}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography
        variant="caption"
        dir="auto"
        color={usage.reached ? 'warning.main' : 'text.secondary'}
      >
        {usage.reached ? (
          <FormattedMessage id="deductions.ytd.limitReached" values={{ ytd, limit }} />
        ) : (
          <FormattedMessage
            id="deductions.ytd.limit"
            values={{ ytd, limit, remaining: <MoneyDisplay cents={usage.remainingCents} /> }}
          />
        )}
      </Typography>
    </Stack>
  );
}
