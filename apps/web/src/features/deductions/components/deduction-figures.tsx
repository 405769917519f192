import type { Deduction } from '@paydesk/contracts';
import { Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { matchPhrases } from '../model/employer-text';

/** A percentage of pay as the reader's language writes it (5 → "5%", "5 %", …). */
export function usePercentText() {
  const format = useFormatters();
  return (percent: number) =>
    format.number(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** What one paycheck gives up: a fixed amount, or a percentage of its gross. */
export function AmountFigure({
  amountCents,
  percentage,
}: {
  amountCents: number | null;
  percentage: number | null;
}) {
  const percent = usePercentText();
  if (amountCents !== null) return <MoneyDisplay cents={amountCents} />;
  // The sentence takes its direction from its words, not from the figure isolated inside it.
  return (
    <span dir="auto">
      <FormattedMessage
        id="deductions.amount.percentage"
        values={{ percent: <Ltr>{percent(percentage ?? 0)}</Ltr> }}
      />
    </span>
  );
}

/** The employer's part: none, a fixed amount, a percentage of gross, or its match formula. */
export function EmployerFigure({ deduction }: { deduction: Deduction }) {
  const intl = useIntl();
  const percent = usePercentText();
  const employer = deduction.employer;
  if (!employer) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="deductions.employer.none" />
      </Typography>
    );
  }
  const figure = employer.match ? (
    <FormattedMessage
      id="deductions.employer.match"
      values={{
        tiers: intl.formatList(
          matchPhrases(employer.match).map((phrase) =>
            phrase.id === 'deductions.employer.matchTier'
              ? intl.formatMessage(
                  { id: phrase.id },
                  { rate: percent(phrase.rate), upTo: percent(phrase.upTo) },
                )
              : intl.formatMessage(
                  { id: phrase.id },
                  { rate: percent(phrase.rate), share: percent(phrase.share) },
                ),
          ),
          { type: 'conjunction' },
        ),
      }}
    />
  ) : (
    <AmountFigure
      amountCents={employer.amountCents ?? null}
      percentage={employer.percentage ?? null}
    />
  );
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" dir="auto">
        {figure}
      </Typography>
      <Typography variant="caption" color="text.secondary" dir="auto">
        <FormattedMessage
          id="deductions.employer.ytd"
          values={{ amount: <MoneyDisplay cents={deduction.employerYtdCents} /> }}
        />
      </Typography>
    </Stack>
  );
}
