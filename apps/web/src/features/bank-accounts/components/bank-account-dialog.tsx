import type { BankAccount, BankAccountFields } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, problemFieldErrors, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import type { Holder } from '../api/bank-account-keys';
import { useCreateBankAccount } from '../api/create-bank-account';
import {
  draftAccountOf,
  emptyAccountForm,
  fieldsOf,
  validateAccountForm,
  type AccountFormValues,
} from '../model/account-form';
import {
  bankAccountCodeMessages,
  bankAccountMessages,
  serverFieldNames,
} from '../model/bank-account-messages';
import { accountFields, splitFields } from '../model/account-fields';
import { MaskedNumber } from './masked-number';
import { SplitPreview } from './split-preview';

type Props = {
  holder: Holder;
  /** The holder's accounts as listed: the preview splits over them and the new one. */
  saved: readonly BankAccount[];
  /** The funding account a new one replaces, asked about before it is sent. */
  replacing?: BankAccount | undefined;
  netPayCents: number;
  onClose: () => void;
};

/** Add an employee's deposit account (with its share of the pay) or a company's funding account. */
export function BankAccountDialog({ holder, saved, replacing, netPayCents, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateBankAccount(holder);
  const isEmployee = holder.employeeId !== null;
  const [confirming, setConfirming] = useState<BankAccountFields | null>(null);
  const form = useForm<AccountFormValues>({
    resolver: contractResolver(
      (values) => validateAccountForm(values, isEmployee),
      bankAccountMessages,
    ),
    defaultValues: emptyAccountForm(saved.length === 0),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as AccountFormValues;
  const draft = draftAccountOf(values);

  const send = async (fields: BankAccountFields) => {
    try {
      await create.mutateAsync(fields);
      notify.success({ id: isEmployee ? 'bankAccounts.created' : 'bankAccounts.funding.created' });
      onClose();
    } catch (error) {
      setConfirming(null);
      showProblemOnFields(error, serverFieldNames, form.setError, bankAccountCodeMessages);
      const value = problemFieldErrors(error).find((item) =>
        item.path.endsWith('amountOrPercentageValue'),
      );
      if (value) {
        form.setError(values.amountOrPercentage === 'amount' ? 'amountCents' : 'percentage', {
          type: 'server',
          message: value.message,
        });
      }
    }
  };

  const handleSave = form.handleSubmit(async (formValues) => {
    const fields = fieldsOf(formValues, isEmployee);
    if (replacing) setConfirming(fields);
    else await send(fields);
  });

  const titleId = isEmployee
    ? 'bankAccounts.add.title'
    : replacing
      ? 'bankAccounts.funding.replaceTitle'
      : 'bankAccounts.funding.addTitle';
  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="bank-account-dialog-title"
      >
        <FormMessages table={bankAccountMessages}>
          <form
            noValidate
            onSubmit={(event) => void handleSave(event)}
            data-testid="bank-account-form"
          >
            <DialogTitle id="bank-account-dialog-title">
              <FormattedMessage id={titleId} />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={3} sx={{ pt: 1 }}>
                {create.isError && (
                  <Alert severity="error" role="alert">
                    {failureText(
                      create.error,
                      intl.formatMessage({ id: 'bankAccounts.error.create' }),
                      (code) => {
                        const id = bankAccountCodeMessages[code];
                        return id ? intl.formatMessage({ id }) : undefined;
                      },
                    )}
                  </Alert>
                )}
                <FormFields control={form.control} fields={accountFields} />
                {isEmployee && (
                  <>
                    <FormFields
                      control={form.control}
                      fields={splitFields(values.amountOrPercentage)}
                    />
                    <Stack spacing={1}>
                      <Typography variant="h5" component="h3">
                        <FormattedMessage
                          id="bankAccounts.preview.title"
                          values={{
                            amount: <MoneyDisplay cents={netPayCents} />,
                          }}
                        />
                      </Typography>
                      <SplitPreview
                        accounts={draft ? [...saved, draft] : saved}
                        saved={saved}
                        netPayCents={netPayCents}
                      />
                    </Stack>
                  </>
                )}
                {isEmployee && (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage id="bankAccounts.add.notice" />
                  </Typography>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={create.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton
                labelId={isEmployee ? 'bankAccounts.add.submit' : 'bankAccounts.funding.submit'}
                busy={create.isPending}
              />
            </DialogActions>
          </form>
        </FormMessages>
      </Dialog>
      {replacing && (
        <ConfirmDialog
          open={confirming !== null}
          busy={create.isPending}
          title={<FormattedMessage id="bankAccounts.funding.confirmTitle" />}
          message={
            <FormattedMessage
              id="bankAccounts.funding.confirmMessage"
              values={{
                old: <MaskedNumber last4={replacing.accountNumberLast4} />,
                new: <MaskedNumber last4={(confirming?.accountNumber ?? '').slice(-4)} />,
              }}
            />
          }
          confirmLabelId="bankAccounts.funding.confirm"
          onConfirm={() => confirming && void send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
