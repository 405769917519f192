import AddIcon from '@mui/icons-material/Add';
import type { Garnishment } from '@paydesk/contracts';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useEndGarnishment } from '../api/end-garnishment';
import { useGarnishments } from '../api/list-garnishments';
import { localToday } from '../model/today';
import { GarnishmentDialog } from './garnishment-dialog';
import { GarnishmentTable } from './garnishment-table';

type Props = { companyId: string; employeeId: string; editable: boolean };

/**
 * An employee's garnishment orders for owners and administrators: each with what was withheld
 * and what remains, Add and End (a terminated employee's are read only).
 */
export function GarnishmentsPanel({ companyId, employeeId, editable }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const query = useGarnishments(companyId, employeeId);
  const end = useEndGarnishment(companyId, employeeId);
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Garnishment | null>(null);

  const handleEnd = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success({ id: 'deductions.garnishment.ended' });
      setEnding(null);
    } catch (error) {
      notify.failure(error, 'deductions.garnishment.error.end');
    }
  };

  return (
    <Card component="section" data-testid="employee-garnishments">
      <CardHeader
        title={<FormattedMessage id="deductions.garnishment.title" />}
        slotProps={{ title: { variant: 'h3', component: 'h2' } }}
        action={
          editable && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="deductions.garnishment.create.open" />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Alert severity="info">
            <FormattedMessage id="deductions.garnishment.notice" />
          </Alert>
          {query.isPending && <Loader />}
          {query.isError && (
            <QueryFailure
              message={intl.formatMessage({ id: 'deductions.garnishment.error.fetch' })}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.data &&
            (query.data.length === 0 ? (
              <Typography color="text.secondary" data-testid="garnishments-empty">
                <FormattedMessage id="deductions.garnishment.empty" />
              </Typography>
            ) : (
              <GarnishmentTable
                garnishments={query.data}
                today={localToday()}
                {...(editable ? { onEnd: setEnding } : {})}
              />
            ))}
        </Stack>
      </CardContent>
      {adding && (
        <GarnishmentDialog
          companyId={companyId}
          employeeId={employeeId}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={<FormattedMessage id="deductions.garnishment.end.title" />}
        message={
          <FormattedMessage
            id="deductions.garnishment.end.message"
            values={{ caseNumber: ending?.caseNumber ?? '' }}
          />
        }
        confirmLabelId="deductions.garnishment.end.confirm"
        destructive
        busy={end.isPending}
        onConfirm={() => void handleEnd()}
        onCancel={() => setEnding(null)}
      />
    </Card>
  );
}
