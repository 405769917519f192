import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useNotify } from '@web/shared/notify';
import { deductionMessages } from '../model/deduction-messages';

/** The message ids a dialog adding one kind of record speaks with. */
export type RecordDialogTexts = { title: string; submit: string; failed: string; created: string };

type Props<Values extends FieldValues, Request> = {
  /** Names the dialog's title id: `${name}-dialog-title`. */
  name: string;
  texts: RecordDialogTexts;
  form: UseFormReturn<Values>;
  create: UseMutationResult<unknown, unknown, Request>;
  /** The request the valid form sends. */
  requestOf: (values: Values) => Request;
  /** The fields a server's refusal may name, to show its words next to them. */
  serverFields: readonly FieldPath<Values>[];
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog that adds an employee's deduction or order: the form's fields, the server's refusal
 * above them (and next to the fields it names), Cancel and the submit button; closes once saved.
 */
export function RecordDialog<Values extends FieldValues, Request>(props: Props<Values, Request>) {
  const { name, texts, form, create, onClose } = props;
  const intl = useIntl();
  const notify = useNotify();
  const titleId = `${name}-dialog-title`;

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(props.requestOf(values));
      notify.success({ id: texts.created });
      onClose();
    } catch (error) {
      showProblemOnFields(error, props.serverFields, form.setError);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <FormMessages table={deductionMessages}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void handleSave(event)}>
            <DialogTitle id={titleId}>
              <FormattedMessage id={texts.title} />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={3} sx={{ pt: 1 }}>
                {create.isError && (
                  <Alert severity="error" role="alert">
                    {failureText(create.error, intl.formatMessage({ id: texts.failed }))}
                  </Alert>
                )}
                {props.children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={create.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton labelId={texts.submit} busy={create.isPending} />
            </DialogActions>
          </form>
        </FormProvider>
      </FormMessages>
    </Dialog>
  );
}
