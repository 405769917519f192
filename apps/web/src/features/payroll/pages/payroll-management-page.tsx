import { payrollStatuses } from '@paydesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import { PayrollDialog } from '../components/management/payroll-dialog';
import { PayrollGrid } from '../components/management/payroll-grid';
import { UpcomingPeriods } from '../components/management/upcoming-periods';
import { createPath, managementPath } from '../model/paths';

/**
 * company/{id}/payroll-management: the next periods to run, the company's payrolls, and one
 * payroll's view. The status filter and the open payroll live in the address.
 */
export function PayrollManagementPage({
  achFile,
}: {
  /** The ACH file that pays a payroll, as the app renders it (a feature above payroll). */
  achFile?: (fileId: string) => ReactNode;
}) {
  const intl = useIntl();
  const companyId = useParams().companyId ?? '';
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const payrollId = params.get('payrollId');
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payroll.management.title" />}
        subtitle={<FormattedMessage id="payroll.management.subtitle" />}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`${managementPath(companyId)}/schedules`}
              startIcon={<EventRepeatIcon />}
            >
              <FormattedMessage id="payroll.management.schedules" />
            </Button>
            <Button
              component={RouterLink}
              to={createPath(companyId)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              <FormattedMessage id="payroll.management.create" />
            </Button>
          </>
        }
      />
      <Stack spacing={4}>
        <section aria-labelledby="upcoming-title">
          <Typography id="upcoming-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="payroll.upcoming.title" />
          </Typography>
          <UpcomingPeriods companyId={companyId} />
        </section>
        <section aria-labelledby="payrolls-title">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography id="payrolls-title" variant="h3" component="h2">
              <FormattedMessage id="payroll.list.title" />
            </Typography>
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'payroll.list.status' })}
              value={status}
              onChange={(event) => update({ status: event.target.value })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              <MenuItem value="">
                <FormattedMessage id="payroll.list.allStatuses" />
              </MenuItem>
              {payrollStatuses.map((value) => (
                <MenuItem key={value} value={value}>
                  <FormattedMessage id={`payroll.status.${value}`} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <PayrollGrid
            companyId={companyId}
            status={status}
            onOpen={(id) => update({ payrollId: id })}
          />
        </section>
      </Stack>
      {payrollId && (
        <PayrollDialog
          companyId={companyId}
          payrollId={payrollId}
          onClose={() => update({ payrollId: null })}
          achFile={achFile}
        />
      )}
    </>
  );
}
