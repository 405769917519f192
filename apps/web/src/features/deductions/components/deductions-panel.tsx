import AddIcon from '@mui/icons-material/Add';
import type { Deduction } from '@paydesk/contracts';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useEndDeduction } from '../api/end-deduction';
import { useDeductions } from '../api/list-deductions';
import { localToday } from '../model/today';
import { DeductionDialog } from './deduction-dialog';
import { DeductionTable } from './deduction-table';

type Props = {
  companyId: string;
  employeeId: string;
  /** Owners and administrators add and end; the employee reads their own. */
  editable: boolean;
};

/**
 * An employee's recurring deductions: the list with each one's year to date against its limit,
 * and, for those who manage them, Add and End.
 */
export function DeductionsPanel({ companyId, employeeId, editable }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const query = useDeductions(companyId, employeeId);
  const end = useEndDeduction(companyId, employeeId);
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Deduction | null>(null);
  const today = localToday();

  const handleEnd = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success({ id: 'deductions.ended' });
      setEnding(null);
    } catch (error) {
      notify.failure(error, 'deductions.error.end');
    }
  };

  return (
    <Card component="section" data-testid={editable ? 'employee-deductions' : 'own-deductions'}>
      <CardHeader
        title={<FormattedMessage id={editable ? 'deductions.title' : 'deductions.own.title'} />}
        slotProps={{ title: { variant: 'h3', component: 'h2' } }}
        action={
          editable && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="deductions.create.open" />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Alert severity="info">
            <FormattedMessage id={editable ? 'deductions.notice' : 'deductions.own.notice'} />
          </Alert>
          {query.isPending && <Loader />}
          {query.isError && (
            <QueryFailure
              message={intl.formatMessage({ id: 'deductions.error.fetch' })}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.data &&
            (query.data.length === 0 ? (
              <Typography color="text.secondary" data-testid="deductions-empty">
                <FormattedMessage id="deductions.empty" />
              </Typography>
            ) : (
              <DeductionTable
                deductions={query.data}
                today={today}
                {...(editable ? { onEnd: setEnding } : {})}
              />
            ))}
        </Stack>
      </CardContent>
      {adding && (
        <DeductionDialog
          companyId={companyId}
          employeeId={employeeId}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={<FormattedMessage id="deductions.end.title" />}
        message={
          <FormattedMessage id="deductions.end.message" values={{ name: ending?.label ?? '' }} />
        }
        confirmLabelId="deductions.end.confirm"
        destructive
        busy={end.isPending}
        onConfirm={() => void handleEnd()}
        onCancel={() => setEnding(null)}
      />
    </Card>
  );
}
