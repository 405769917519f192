import type { ChipProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { StatusChip } from '@web/shared/ui/status-chip';
import { statusLabelId } from '../model/options';

const statusColors: Record<string, ChipProps['color']> = {
  onboarding: 'warning',
  active: 'success',
  suspended: 'default',
};

/** The company's status. */
export function CompanyStatusChip({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <StatusChip
      label={intl.formatMessage({ id: statusLabelId(status) })}
      color={statusColors[status] ?? 'default'}
      testId="company-status"
    />
  );
}
