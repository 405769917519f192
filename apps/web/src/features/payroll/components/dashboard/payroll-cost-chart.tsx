import { Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useRecentPayrolls } from '../../api/list-recent-payrolls';
import { costSeries } from '../../model/cost-series';
import { CostBarChart } from './cost-bar-chart';

/** The last 12 payrolls' cost to the company: gross pay and employer taxes, stacked. */
export function PayrollCostChart({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const recent = useRecentPayrolls(companyId);
  const points = recent.data ? costSeries(recent.data) : [];
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
      {points.length > 0 && <CostBarChart points={points} />}
    </SectionCard>
  );
}
