import type { PayStubTimeOff } from '@paydesk/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const figures = ['usedHours', 'accruedHours', 'balanceHours'] as const;
const headerIds: Record<(typeof figures)[number], string> = {
  usedHours: 'payStubs.paper.timeOff.used',
  accruedHours: 'payStubs.paper.timeOff.accrued',
  balanceHours: 'payStubs.paper.timeOff.balance',
};

/** Each time-off policy: the hours this payment used and accrued, and the balance after it. */
export function PaperTimeOff({ timeOff }: { timeOff: readonly PayStubTimeOff[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const title = intl.formatMessage({ id: 'payStubs.paper.timeOff' });
  const hours = (value: number) =>
    intl.formatMessage(
      { id: 'payStubs.paper.timeOff.hours' },
      { hours: format.number(value, { maximumFractionDigits: 2 }) },
    );
  return (
    <div data-testid="pay-stub-time-off">
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="payStubs.paper.timeOff.policy" />
            </TableCell>
            {figures.map((figure) => (
              <TableCell key={figure} align="right">
                <FormattedMessage id={headerIds[figure]} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {timeOff.map((policy) => (
            <TableRow key={policy.policyId} data-testid={`pay-stub-time-off-${policy.policyId}`}>
              <TableCell component="th" scope="row">
                <bdi>{policy.name}</bdi>
              </TableCell>
              {figures.map((figure) => (
                <TableCell key={figure} align="right" sx={numeric}>
                  <Ltr>{hours(policy[figure])}</Ltr>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
