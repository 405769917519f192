import type { AdminDashboard } from '@paydesk/contracts';
import { Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { wizardPath } from '../model/checklist';
import { stepLabelId } from '../model/options';
import { SectionCard } from '@web/shared/ui/section-card';

type Props = { companies: AdminDashboard['onboardingCompanies'] };

/** Companies still onboarding, each with the steps it still misses. */
export function OnboardingCompaniesCard({ companies }: Props) {
  const intl = useIntl();
  return (
    <SectionCard titleId="companies.dashboard.onboarding" testId="dashboard-onboarding">
      {companies.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="companies.dashboard.noneOnboarding" />
        </Typography>
      ) : (
        <List disablePadding>
          {companies.map((company) => (
            <ListItem key={company.id} disableGutters divider>
              <ListItemText
                disableTypography
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                    <Link component={RouterLink} to={`/company/${company.id}`} underline="hover">
                      {company.name}
                    </Link>
                    <Link
                      component={RouterLink}
                      to={wizardPath(company.id)}
                      variant="body2"
                      underline="hover"
                    >
                      <FormattedMessage id="companies.dashboard.openWizard" />
                    </Link>
                  </Stack>
                }
                secondary={
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {company.missing.map((key) => (
                      <Chip
                        key={key}
                        size="small"
                        variant="outlined"
                        label={intl.formatMessage({ id: stepLabelId(key) })}
                      />
                    ))}
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
