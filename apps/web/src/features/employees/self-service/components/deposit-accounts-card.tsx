import { Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@web/shared/ui/section-card';
import { BANK_ACCOUNTS_PATH } from '../model/checklist';

/** Deposit accounts have their own panel; the profile points there. */
export function DepositAccountsCard() {
  return (
    <SectionCard titleId="employees.selfService.bank.title" testId="self-service-bank">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary" dir="auto">
          <FormattedMessage id="employees.selfService.bank.text" />
        </Typography>
        <Button component={RouterLink} to={BANK_ACCOUNTS_PATH} variant="outlined">
          <FormattedMessage id="employees.selfService.bank.open" />
        </Button>
      </Stack>
    </SectionCard>
  );
}
