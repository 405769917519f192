import type { ContractorStatus } from '@paydesk/contracts';
import { useIntl } from 'react-intl';
import { StatusChip } from '@web/shared/ui/status-chip';

/** Active or inactive, as a chip. */
export function ContractorStatusChip({ status }: { status: ContractorStatus }) {
  const intl = useIntl();
  return (
    <StatusChip
      label={intl.formatMessage({ id: `contractors.status.${status}` })}
      color={status === 'active' ? 'success' : 'default'}
      testId="contractor-status"
    />
  );
}

/** "24% withheld" when backup withholding applies; nothing otherwise. */
export function BackupWithholdingChip({ applies }: { applies: boolean }) {
  const intl = useIntl();
  if (!applies) return null;
  return (
    <StatusChip
      label={intl.formatMessage({ id: 'contractors.backupWithholding.applies' })}
      color="warning"
      testId="backup-withholding"
    />
  );
}

/** The TIN as answered (masked), or a chip saying none is on file yet. */
export function TinText({ masked }: { masked: string | null }) {
  const intl = useIntl();
  if (masked) return <bdi dir="ltr">{masked}</bdi>;
  return (
    <StatusChip
      label={intl.formatMessage({ id: 'contractors.tin.missing' })}
      color="error"
      testId="tin-missing"
    />
  );
}
