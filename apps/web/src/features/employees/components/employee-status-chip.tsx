import { Chip, type ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { statusLabelId } from '../model/options';

const statusColors: Record<string, ChipProps['color']> = {
  onboarding: 'warning',
  active: 'success',
  terminated: 'default',
};

/** The employee's status; a span, so it may sit inside a line of text. */
export function EmployeeStatusChip({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColors[status] ?? 'default'}
      label={intl.formatMessage({ id: statusLabelId(status) })}
      component="span"
      data-testid="employee-status"
    />
  );
}
