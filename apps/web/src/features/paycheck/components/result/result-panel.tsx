import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { PaycheckRequest, PaycheckResult } from '@paydesk/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { usePayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { capLabel, resultGroups } from '@web/features/paycheck/model/result-groups';
import { ResultGroupTable } from './result-group-table';
import { ResultSummary } from './result-summary';

export type Calculation = { request: PaycheckRequest; result: PaycheckResult; stateName: string };

/** The calculated paycheck, grouped as a pay stub reads, or a prompt before the first one. */
export function ResultPanel({ calculation }: { calculation: Calculation | null }) {
  const intl = useIntl();
  const format = useFormatters();
  const name = usePayLineNamer();
  if (!calculation) {
    return (
      <Card data-testid="paycheck-result-empty">
        <CardContent>
          <Typography color="text.secondary">
            <FormattedMessage id="paycheck.result.empty" />
          </Typography>
        </CardContent>
      </Card>
    );
  }
  const { request, result, stateName } = calculation;
  return (
    <Card component="section" data-testid="paycheck-result" aria-labelledby="paycheck-result-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="paycheck-result-title" variant="h3" component="h2">
              <FormattedMessage id="paycheck.result.title" />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id="paycheck.result.subtitle"
                values={{
                  date: format.date(request.payDate, 'long'),
                  frequency: intl.formatMessage({
                    id: `paycheck.frequency.${request.payFrequency}`,
                  }),
                  state: stateName,
                }}
              />
            </Typography>
          </div>
          <ResultSummary result={result} />
          {result.capped.map((cap) => (
            <Alert key={`${cap.side}-${cap.code}-${cap.label}`} severity="warning">
              <FormattedMessage
                id="paycheck.result.capped"
                values={{
                  line: capLabel(cap, name),
                  requested: format.money(cap.requestedCents),
                  applied: format.money(cap.appliedCents),
                }}
              />
            </Alert>
          ))}
          {resultGroups(result, name).map((group) => (
            <ResultGroupTable key={group.id} group={group} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
