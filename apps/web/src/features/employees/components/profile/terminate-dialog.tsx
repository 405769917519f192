import type { Employee, TerminationReason } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { useNotify } from '@web/shared/notify/notify';
import { DateField } from '@web/shared/ui/date-field/date-field';
import { useTerminateEmployee } from '../../api/terminate-employee';
import { terminationReasonOptions } from '../../model/options';
import { localToday } from '../../model/today';

type Props = { companyId: string; employee: Employee; onClose: () => void };

/**
 * Terminating: the last day, the reason, and whether to take the employee out of the payroll
 * they are in. A refusal shows the server's detail (spec §8), e.g. the payroll that holds them.
 */
export function TerminateDialog({ companyId, employee, onClose }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const titleId = useId();
  const terminate = useTerminateEmployee(companyId, employee.id);
  // Today, unless the employee has not started yet: then their hire date.
  const [date, setDate] = useState<string | null>(() => {
    const today = localToday();
    return employee.hireDate && employee.hireDate > today ? employee.hireDate : today;
  });
  const [reason, setReason] = useState<TerminationReason | ''>('');
  const [override, setOverride] = useState(false);
  const [tried, setTried] = useState(false);
  const name = `${employee.firstName} ${employee.lastName}`;
  const handleConfirm = () => {
    setTried(true);
    if (!date || !reason) return;
    terminate.mutate(
      { date, reason, overrideCurrentPayroll: override },
      {
        onSuccess: () => {
          notify.success({ id: 'employees.terminate.done', values: { name } });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={terminate.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="employees.terminate.title" values={{ name }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {terminate.isError && (
            <Alert severity="error" role="alert" data-testid="terminate-error">
              {failureDetail(terminate.error, intl.formatMessage({ id: 'employees.error.save' }))}
            </Alert>
          )}
          <DateField
            label={intl.formatMessage({ id: 'employees.terminate.date' })}
            value={date}
            onChange={setDate}
            required
            error={tried && !date}
            helperText={
              tried && !date
                ? intl.formatMessage({ id: 'employees.validation.terminationDate' })
                : undefined
            }
            {...(employee.hireDate ? { minDate: employee.hireDate } : {})}
          />
          <TextField
            select
            required
            value={reason}
            onChange={(event) => setReason(event.target.value as TerminationReason)}
            label={intl.formatMessage({ id: 'employees.terminate.reason' })}
            error={tried && !reason}
            helperText={
              tried && !reason
                ? intl.formatMessage({ id: 'employees.validation.terminationReason' })
                : undefined
            }
          >
            {terminationReasonOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {intl.formatMessage({ id: option.labelId })}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={override}
                  onChange={(event) => setOverride(event.target.checked)}
                />
              }
              label={intl.formatMessage({ id: 'employees.terminate.override' })}
            />
            <FormHelperText sx={{ mt: 0 }}>
              <FormattedMessage id="employees.terminate.overrideHint" />
            </FormHelperText>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={terminate.isPending} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={handleConfirm}
          disabled={terminate.isPending}
          variant="contained"
          color="error"
          startIcon={
            terminate.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
          }
        >
          <FormattedMessage id="employees.terminate.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
