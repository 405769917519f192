import type { PayrollStatus } from '@paydesk/contracts';
import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';
import { payrollStatusColor, payrollStatusLabelId } from '../model/payroll-status';

/** A payroll's status as a coloured chip. */
export function PayrollStatusChip({ status }: { status: PayrollStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={payrollStatusColor(status)}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: payrollStatusLabelId(status) })}
      data-testid="payroll-status"
    />
  );
}
