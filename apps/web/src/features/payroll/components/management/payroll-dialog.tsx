import type { Payroll } from '@paydesk/contracts';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  Link,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Loader } from '@web/shared/ui/loader';
import { Ltr } from '@web/shared/ui/ltr';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { usePayroll } from '../../api/get-payroll';
import { editPath, payStubPath } from '../../model/paths';
import { paymentChip } from '../../model/payment-status';
import { isChangeable } from '../../model/payroll-status';
import { runTypeLabelId } from '../../model/run-type';
import { PayrollStatusChip } from '../payroll-status-chip';
import { SummaryBar } from '../summary-bar';
import { CancelPayrollAction } from './cancel-payroll-action';
import { MovePayDateAction } from './move-pay-date-action';
import { AllStubsDownload } from './all-stubs-download';
import { RegisterDownload } from './register-download';

type Props = {
  companyId: string;
  payrollId: string;
  onClose: () => void;
  /** The ACH file that pays the payroll, as the app renders it (a download). */
  achFile?: (fileId: string) => ReactNode;
};

const nameOf = (item: { firstName: string; lastName: string }) =>
  `${item.firstName} ${item.lastName}`;

function PayrollItems({ companyId, payroll }: { companyId: string; payroll: Payroll }) {
  const intl = useIntl();
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'payroll.view.employees' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="payroll.column.employee" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="payroll.column.gross" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="payroll.column.net" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="payroll.column.payment" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="payroll.column.payStub" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payroll.items.map((item) => {
          const chip = paymentChip(item);
          return (
            <TableRow key={item.employeeId} data-testid={`payroll-item-${item.employeeId}`}>
              <TableCell>{nameOf(item)}</TableCell>
              <TableCell align="right">
                <MoneyDisplay cents={item.grossCents} />
              </TableCell>
              <TableCell align="right">
                <MoneyDisplay cents={item.netPayCents} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={chip.variant}
                  color={chip.color}
                  label={intl.formatMessage({ id: chip.labelId }, chip.values)}
                  data-testid="payment-status"
                />
              </TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={payStubPath(companyId, item.employeeId, item.payStubId)}
                  aria-label={intl.formatMessage(
                    { id: 'payroll.view.payStubOf' },
                    { name: nameOf(item) },
                  )}
                >
                  <FormattedMessage id="payroll.view.payStub" />
                </Link>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One payroll: its totals, each employee's pay, the register, and edit or cancel while approved. */
export function PayrollDialog({ companyId, payrollId, onClose, achFile }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const query = usePayroll(companyId, payrollId);
  const payroll = query.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="span">
            <FormattedMessage
              id="payroll.view.title"
              values={{ date: <Ltr>{payroll ? format.date(payroll.payDate, 'long') : ''}</Ltr> }}
            />
          </Typography>
          {payroll && <PayrollStatusChip status={payroll.status} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && <Loader />}
        {query.isError && (
          <QueryFailure
            message={intl.formatMessage({ id: 'payroll.error.fetch' })}
            onRetry={() => void query.refetch()}
          />
        )}
        {payroll && (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              <FormattedMessage
                id="payroll.view.subtitle"
                values={{
                  type: intl.formatMessage({
                    id: runTypeLabelId(payroll.type, payroll.offCycleReason),
                  }),
                  start: <Ltr>{format.date(payroll.periodStart)}</Ltr>,
                  end: <Ltr>{format.date(payroll.periodEnd)}</Ltr>,
                }}
              />
            </Typography>
            {payroll.achFileId && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="payroll.view.achFile" />
                </Typography>
                {achFile ? achFile(payroll.achFileId) : <Ltr>{payroll.achFileId}</Ltr>}
              </Stack>
            )}
            <SummaryBar summary={payroll.summary} testId="payroll-view-summary" />
            <PayrollItems companyId={companyId} payroll={payroll} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {payroll && isChangeable(payroll.status) && (
          <CancelPayrollAction companyId={companyId} payroll={payroll} />
        )}
        {payroll && isChangeable(payroll.status) && (
          <MovePayDateAction companyId={companyId} payroll={payroll} />
        )}
        {payroll && <RegisterDownload companyId={companyId} payrollId={payroll.id} />}
        {payroll && payroll.status !== 'cancelled' && <AllStubsDownload payrollId={payroll.id} />}
        {payroll && isChangeable(payroll.status) && (
          <Button component={RouterLink} to={editPath(companyId, payroll.id)} variant="outlined">
            <FormattedMessage id="payroll.view.edit" />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
