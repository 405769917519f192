import { Stack } from '@mui/material';
import { useIntl } from 'react-intl';
import { StatusChip } from '@web/shared/ui/status-chip';
import type { StatusBadge } from '../model/pay-stub-status';

/** A stub's status (issued or voided) and, when it tells more, its payment's (paid, failed). */
export function PayStubStatusChips({ badges }: { badges: readonly StatusBadge[] }) {
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      component="span"
      sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap' }}
    >
      {badges.map((badge) => (
        <StatusChip
          key={badge.testId}
          label={intl.formatMessage({ id: badge.labelId })}
          color={badge.color}
          testId={badge.testId}
        />
      ))}
    </Stack>
  );
}
