import { Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@web/shared/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { NO_ROLE_LABEL_ID, primaryRole, roleLabelId } from '../components/roles';
import { useAuth } from '../state/auth-context';

function AccountRow({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

export function ProfileSettingsPage() {
  const { user } = useAuth();
  const role = user ? primaryRole(user.roles) : null;
  return (
    <Box>
      <PageHeader title={<FormattedMessage id="auth.profile.title" />} />
      <Stack spacing={3}>
        {user && (
          <Card>
            <CardHeader title={<FormattedMessage id="auth.profile.account" />} />
            <Divider />
            <CardContent>
              <Stack spacing={1.5}>
                <AccountRow labelId="auth.profile.name">
                  <FormattedMessage
                    id="auth.profile.fullName"
                    values={{ firstName: user.firstName, lastName: user.lastName }}
                  />
                </AccountRow>
                <AccountRow labelId="auth.field.email">{user.email}</AccountRow>
                <AccountRow labelId="auth.profile.role">
                  <FormattedMessage id={role ? roleLabelId(role) : NO_ROLE_LABEL_ID} />
                </AccountRow>
              </Stack>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader title={<FormattedMessage id="auth.profile.changePassword" />} />
          <Divider />
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
