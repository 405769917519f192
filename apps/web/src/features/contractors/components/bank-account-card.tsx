import { Button, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { StatusChip } from '@web/shared/ui/status-chip';
import { useContractorBankAccounts, type ContractorHolder } from '../api/contractor-bank-accounts';
import { BankAccountDialog } from './bank-account-dialog';

type Props = {
  holder: ContractorHolder;
  /** Paid by check: the account is kept but not used. */
  paidByCheck: boolean;
  bySelf: boolean;
};

// The same mask in every language: it stands for the digits the server never sends.
const MASK = '••••';

/** The contractor's deposit account (never its full number), and Add or Replace. */
export function BankAccountCard({ holder, paidByCheck, bySelf }: Props) {
  const intl = useIntl();
  const accounts = useContractorBankAccounts(holder);
  const [adding, setAdding] = useState(false);
  const account = accounts.data?.find((item) => item.status !== 'inactive');
  return (
    <SectionCard
      titleId="contractors.bank.title"
      testId="contractor-bank-account"
      action={
        accounts.data && (
          <Button size="small" onClick={() => setAdding(true)}>
            <FormattedMessage id={account ? 'contractors.bank.replace' : 'contractors.bank.add'} />
          </Button>
        )
      }
    >
      {accounts.isPending && <Skeleton variant="rounded" height={72} />}
      {accounts.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'contractors.bank.error.fetch' })}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.data && !account && (
        <Typography color="text.secondary" data-testid="bank-account-none">
          <FormattedMessage
            id={paidByCheck ? 'contractors.bank.noneCheck' : 'contractors.bank.none'}
          />
        </Typography>
      )}
      {account && (
        <DetailList
          items={[
            { labelId: 'contractors.bank.field.bankName', value: <bdi>{account.bankName}</bdi> },
            {
              labelId: 'contractors.bank.field.accountType',
              value: intl.formatMessage({
                id: `contractors.bank.accountType.${account.accountType}`,
              }),
            },
            {
              labelId: 'contractors.bank.field.routingNumber',
              value: <Ltr>{account.routingNumber}</Ltr>,
            },
            {
              labelId: 'contractors.bank.field.accountNumber',
              value: (
                <Ltr testId="bank-account-last4">
                  {MASK}
                  {account.accountNumberLast4}
                </Ltr>
              ),
            },
            {
              labelId: 'contractors.bank.field.status',
              value: (
                <StatusChip
                  label={intl.formatMessage({ id: `contractors.bank.status.${account.status}` })}
                  color={account.status === 'active' ? 'success' : 'warning'}
                  testId="bank-account-status"
                />
              ),
            },
          ]}
        />
      )}
      {adding && (
        <BankAccountDialog
          holder={holder}
          replacing={account !== undefined}
          bySelf={bySelf}
          onClose={() => setAdding(false)}
        />
      )}
    </SectionCard>
  );
}
