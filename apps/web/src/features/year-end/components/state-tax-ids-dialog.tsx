import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { failureDetail } from '@web/shared/http/http-client';
import { useNotify } from '@web/shared/notify';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { usePutStateTaxIds, useStateTaxIds } from '../api/state-tax-ids';
import { stateIdChanges, stateIdFields, type StateIdField } from '../model/state-ids-form';

type Props = {
  companyId: string;
  /** The states the W-2s print without an employer's state ID number. */
  missing: readonly string[];
  onClose: () => void;
};

function StateIdsForm({
  companyId,
  fields,
  onClose,
}: {
  companyId: string;
  fields: StateIdField[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const save = usePutStateTaxIds(companyId);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.state, field.onFile?.number ?? ''])),
  );
  const [invalid, setInvalid] = useState<string[]>([]);

  const submit = async () => {
    const changes = stateIdChanges(fields, typed);
    setInvalid(changes.invalid);
    if (changes.invalid.length > 0) return;
    if (changes.items.length === 0) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ items: changes.items });
      notify.success({ id: 'yearEnd.stateIds.saved' });
      onClose();
    } catch {
      // The alert above the fields shows the server's reason.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage id="yearEnd.stateIds.intro" />
          </DialogContentText>
          {save.isError && (
            <Alert severity="error" role="alert" dir="auto">
              {failureDetail(save.error, intl.formatMessage({ id: 'yearEnd.stateIds.error' }))}
            </Alert>
          )}
          {fields.map(({ state }) => (
            <TextField
              key={state}
              label={intl.formatMessage({ id: `forms.usState.${state}` })}
              value={typed[state] ?? ''}
              onChange={(event) => setTyped({ ...typed, [state]: event.target.value })}
              error={invalid.includes(state)}
              helperText={
                invalid.includes(state)
                  ? intl.formatMessage({ id: 'yearEnd.stateIds.invalid' })
                  : undefined
              }
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40, autoComplete: 'off' } }}
              size="small"
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <SubmitButton labelId="yearEnd.stateIds.save" busy={save.isPending} />
      </DialogActions>
    </form>
  );
}

/**
 * The employer's state ID numbers (W-2 and W-3 box 15): a field for each state the W-2s lack one
 * for and each on file; an emptied field removes its number.
 */
export function StateTaxIdsDialog({ companyId, missing, onClose }: Props) {
  const intl = useIntl();
  const onFile = useStateTaxIds(companyId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="state-ids-title">
      <DialogTitle id="state-ids-title">
        <FormattedMessage id="yearEnd.stateIds.title" />
      </DialogTitle>
      {onFile.isPending && <Loader />}
      {onFile.isError && (
        <DialogContent>
          <QueryFailure
            message={failureDetail(
              onFile.error,
              intl.formatMessage({ id: 'yearEnd.stateIds.fetchError' }),
            )}
            onRetry={() => void onFile.refetch()}
          />
        </DialogContent>
      )}
      {onFile.data && (
        <StateIdsForm
          companyId={companyId}
          fields={stateIdFields(missing, onFile.data.items)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
