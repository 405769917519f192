import AddIcon from '@mui/icons-material/Add';
import { MAX_EMPLOYEE_BANK_ACCOUNTS, type BankAccount } from '@paydesk/contracts';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyField } from '@web/shared/forms/fields/money-input';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useBankAccounts } from '../api/list-bank-accounts';
import { EXAMPLE_NET_PAY_CENTS } from '../model/split-preview';
import { BankAccountDialog } from './bank-account-dialog';
import { BankAccountTable } from './bank-account-table';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SplitPreview } from './split-preview';

type Props = { companyId: string; employeeId: string };

/**
 * An employee's deposit accounts: the list with each account's share, adding one, deleting one,
 * and how an example net pay is split over them. For the employee's own self-service and the
 * employer's view of the employee alike; the server decides who may do what.
 */
export function EmployeeBankAccountsPanel({ companyId, employeeId }: Props) {
  const intl = useIntl();
  const holder = { companyId, employeeId };
  const accounts = useBankAccounts(holder);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [netPay, setNetPay] = useState<number | null>(EXAMPLE_NET_PAY_CENTS);
  const items = accounts.data ?? [];
  const full = items.length >= MAX_EMPLOYEE_BANK_ACCOUNTS;

  return (
    <SectionCard
      titleId="bankAccounts.title"
      testId="employee-bank-accounts"
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={!accounts.isSuccess || full}
        >
          <FormattedMessage id="bankAccounts.add.open" />
        </Button>
      }
    >
      {accounts.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'bankAccounts.error.list' })}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.isPending && <Skeleton variant="rounded" height={96} />}
      {accounts.isSuccess && (
        <Stack spacing={3}>
          {items.length === 0 ? (
            <Typography color="text.secondary" data-testid="bank-accounts-empty">
              <FormattedMessage id="bankAccounts.empty" />
            </Typography>
          ) : (
            <BankAccountTable accounts={items} showSplit onDelete={setDeleting} />
          )}
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id="bankAccounts.rules"
              values={{ max: MAX_EMPLOYEE_BANK_ACCOUNTS }}
            />
          </Typography>
          {items.length > 0 && (
            <Stack spacing={2}>
              <Typography variant="h4" component="h3">
                <FormattedMessage id="bankAccounts.preview.heading" />
              </Typography>
              <MoneyField
                name="exampleNetPay"
                label={intl.formatMessage({ id: 'bankAccounts.preview.netPay' })}
                value={netPay}
                onChange={setNetPay}
                sx={{ maxWidth: 260 }}
              />
              <SplitPreview accounts={items} saved={items} netPayCents={netPay ?? 0} />
            </Stack>
          )}
        </Stack>
      )}
      {adding && (
        <BankAccountDialog
          holder={holder}
          saved={items}
          netPayCents={netPay ?? EXAMPLE_NET_PAY_CENTS}
          onClose={() => setAdding(false)}
        />
      )}
      <DeleteAccountDialog holder={holder} account={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
