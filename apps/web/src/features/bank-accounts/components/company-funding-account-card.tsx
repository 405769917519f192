import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useBankAccounts } from '../api/list-bank-accounts';
import { EXAMPLE_NET_PAY_CENTS } from '../model/split-preview';
import { BankAccountDialog } from './bank-account-dialog';
import { BankAccountTable } from './bank-account-table';

/**
 * The company's funding account, which the ACH file debits: seen masked, added, or replaced
 * (after a confirmation; the old one stays listed as inactive).
 */
export function CompanyFundingAccountCard({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const holder = { companyId, employeeId: null };
  const accounts = useBankAccounts(holder);
  const [open, setOpen] = useState(false);
  const items = accounts.data ?? [];
  const active = items.find((account) => account.status === 'active');

  return (
    <SectionCard
      titleId="bankAccounts.funding.title"
      testId="company-funding-account"
      action={
        <Button
          variant={active ? 'outlined' : 'contained'}
          startIcon={<AccountBalanceIcon />}
          onClick={() => setOpen(true)}
          disabled={!accounts.isSuccess}
        >
          <FormattedMessage
            id={active ? 'bankAccounts.funding.replace' : 'bankAccounts.funding.add'}
          />
        </Button>
      }
    >
      {accounts.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'bankAccounts.error.list' })}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.isPending && <Skeleton variant="rounded" height={64} />}
      {accounts.isSuccess && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="bankAccounts.funding.explain" />
          </Typography>
          {!active && (
            <Alert severity="warning" data-testid="funding-missing">
              <FormattedMessage id="bankAccounts.funding.missing" />
            </Alert>
          )}
          {items.length > 0 && <BankAccountTable accounts={items} showSplit={false} />}
        </Stack>
      )}
      {open && (
        <BankAccountDialog
          holder={holder}
          saved={items}
          replacing={active}
          netPayCents={EXAMPLE_NET_PAY_CENTS}
          onClose={() => setOpen(false)}
        />
      )}
    </SectionCard>
  );
}
