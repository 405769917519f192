import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useOnboardingEmployeeCount } from '../api/count-onboarding-employees';

/** For the owner's dashboard: how many of the company's employees are still onboarding. */
export function OnboardingEmployeesCard({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const count = useOnboardingEmployeeCount(companyId);
  return (
    <SectionCard titleId="employees.selfService.owner.title" testId="owner-onboarding-employees">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {count.isPending && <Skeleton width={160} height={48} />}
        {count.isError && (
          <QueryFailure
            message={intl.formatMessage({ id: 'employees.error.list' })}
            onRetry={() => void count.refetch()}
          />
        )}
        {count.isSuccess && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Typography
              variant="h2"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="onboarding-employee-count"
            >
              {intl.formatNumber(count.data)}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="auto">
              <FormattedMessage
                id="employees.selfService.owner.count"
                values={{ count: count.data }}
              />
            </Typography>
          </Stack>
        )}
        <Button
          component={RouterLink}
          to={`/company/${encodeURIComponent(companyId)}/employee-management`}
          variant="outlined"
        >
          <FormattedMessage id="employees.selfService.owner.open" />
        </Button>
      </Stack>
    </SectionCard>
  );
}
