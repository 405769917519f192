import type { BankAccount } from '@paydesk/contracts';
import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { previewSplit, type SplitAccount } from '../model/split-preview';
import { DRAFT_ACCOUNT_ID } from '../model/account-form';
import { MaskedNumber } from './masked-number';

type Props = {
  accounts: readonly SplitAccount[];
  /** The saved accounts, to name each part by its bank and last four. */
  saved: readonly BankAccount[];
  netPayCents: number;
};

/** How an example net pay would be split over the accounts, by the payroll's own function. */
export function SplitPreview({ accounts, saved, netPayCents }: Props) {
  const split = previewSplit(accounts, netPayCents);
  if (!split) {
    return (
      <Typography color="text.secondary" data-testid="split-preview-empty">
        <FormattedMessage id="bankAccounts.preview.unavailable" />
      </Typography>
    );
  }
  return (
    <Stack spacing={1} data-testid="split-preview">
      <List dense disablePadding>
        {split.parts.map((part) => {
          const account = saved.find((candidate) => candidate.id === part.id);
          return (
            <ListItem
              key={part.id}
              disableGutters
              data-testid="split-part"
              secondaryAction={<MoneyDisplay cents={part.amountCents} />}
            >
              <ListItemText
                primary={
                  account ? (
                    <>
                      {account.bankName} <MaskedNumber last4={account.accountNumberLast4} />
                    </>
                  ) : (
                    <FormattedMessage
                      id={
                        part.id === DRAFT_ACCOUNT_ID
                          ? 'bankAccounts.preview.newAccount'
                          : 'bankAccounts.preview.account'
                      }
                    />
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
      {split.shortfallCents > 0 && (
        <Alert severity="warning">
          <FormattedMessage
            id="bankAccounts.preview.shortfall"
            values={{ amount: <MoneyDisplay cents={split.shortfallCents} /> }}
          />
        </Alert>
      )}
    </Stack>
  );
}
