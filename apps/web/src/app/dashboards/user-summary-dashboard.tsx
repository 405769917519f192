import { Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NO_ROLE_LABEL_ID, roleLabelId, useAuth } from '@web/features/auth';
import { PageHeader } from '@web/shared/ui/page-header';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Grid container spacing={1} sx={{ py: 1 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>{children}</Grid>
    </Grid>
  );
}

/**
 * The dashboard of each area until the company, payroll and pay-stub features bring their own:
 * who is signed in, with which roles, for which company.
 */
export function UserSummaryDashboard({ titleId }: { titleId: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="dashboard.welcome" values={{ name: name || user.email }} />}
      />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            <FormattedMessage id="dashboard.account" />
          </Typography>
          <Divider />
          <Row labelId="dashboard.name">
            <Typography data-testid="dashboard-name">{name}</Typography>
          </Row>
          <Row labelId="dashboard.email">
            <Typography>{user.email}</Typography>
          </Row>
          <Row labelId="dashboard.roles">
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap' }}
              data-testid="dashboard-roles"
            >
              {user.roles.length === 0 && <FormattedMessage id={NO_ROLE_LABEL_ID} />}
              {user.roles.map((role) => (
                <Chip
                  key={role}
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={<FormattedMessage id={roleLabelId(role)} />}
                />
              ))}
            </Stack>
          </Row>
          <Row labelId="dashboard.companyId">
            <Typography
              sx={{ fontFamily: user.companyId ? 'monospace' : undefined }}
              data-testid="dashboard-company"
            >
              {user.companyId ?? <FormattedMessage id="dashboard.noCompany" />}
            </Typography>
          </Row>
        </CardContent>
      </Card>
    </>
  );
}
