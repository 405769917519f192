import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useRecentPayrolls } from '../../api/list-recent-payrolls';
import { costSeries } from '../../model/cost-series';

/** The last 12 payrolls' cost to the company: gross pay and employer taxes, stacked. */
export function PayrollCostChart({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const recent = useRecentPayrolls(companyId);
  const points = recent.data ? costSeries(recent.data) : [];
  // The chart's scale works in dollars; the labels format the exact cents again.
  const dollars = (cents: number) => cents / 100;
  const money = (value: number | null) =>
    value === null ? '' : format.money(Math.round(value * 100));
  return (
    <SectionCard titleId="payroll.dashboard.cost" testId="payroll-cost">
      {recent.isPending && <Loader />}
      {recent.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'payroll.error.fetch' })}
          onRetry={() => void recent.refetch()}
        />
      )}
      {recent.data && points.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="payroll.dashboard.costEmpty" />
        </Typography>
      )}
      {points.length > 0 && (
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: points.map((point) => point.payDate),
              valueFormatter: (value: string) => format.date(value, 'short'),
            },
          ]}
          yAxis={[
            { valueFormatter: (value: number) => format.money(Math.round(value * 100)), width: 80 },
          ]}
          series={[
            {
              label: intl.formatMessage({ id: 'payroll.dashboard.gross' }),
              data: points.map((point) => dollars(point.grossCents)),
              stack: 'cost',
              valueFormatter: money,
            },
            {
              label: intl.formatMessage({ id: 'payroll.dashboard.employerTaxes' }),
              data: points.map((point) => dollars(point.employerTaxesCents)),
              stack: 'cost',
              valueFormatter: money,
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
