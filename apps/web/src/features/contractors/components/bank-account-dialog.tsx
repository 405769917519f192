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
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormFields } from '@web/shared/forms/form-fields';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import {
  useCreateContractorBankAccount,
  type ContractorHolder,
} from '../api/contractor-bank-accounts';
import {
  bankAccountFieldNames,
  bankAccountFields,
  bankAccountFieldsOf,
  emptyBankAccountForm,
  validateBankAccountForm,
  type BankAccountFormValues,
} from '../model/bank-account-form';
import { contractorMessages } from '../model/messages';

type Props = {
  holder: ContractorHolder;
  /** Whether an account is on file, which the new one replaces. */
  replacing: boolean;
  /** The contractor adds their own: it is held a few business days before it is paid into. */
  bySelf: boolean;
  onClose: () => void;
};

/** The account a contractor's direct deposits go to; a new one replaces the one on file. */
export function BankAccountDialog({ holder, replacing, bySelf, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const titleId = useId();
  const create = useCreateContractorBankAccount(holder);
  const form = useForm<BankAccountFormValues>({
    resolver: contractResolver(validateBankAccountForm, contractorMessages),
    defaultValues: emptyBankAccountForm,
    mode: 'onTouched',
  });
  const handleSave = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(bankAccountFieldsOf(values));
      notify.success({ id: 'contractors.bank.saved' });
      onClose();
    } catch (error) {
      showProblemOnFields(error, bankAccountFieldNames, form.setError);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <FormMessages table={contractorMessages}>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <DialogTitle id={titleId}>
            <FormattedMessage
              id={replacing ? 'contractors.bank.replaceTitle' : 'contractors.bank.addTitle'}
            />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              {create.isError && (
                <Alert severity="error" role="alert">
                  {failureText(create.error, intl.formatMessage({ id: 'contractors.bank.error' }))}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id={bySelf ? 'contractors.bank.hintSelf' : 'contractors.bank.hint'}
                />
              </Typography>
              <FormFields control={form.control} fields={bankAccountFields} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton labelId="contractors.bank.submit" busy={create.isPending} />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
