import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { localToday } from '../model/today';

/** The message ids a panel of one kind of record speaks with. */
export type RecordsPanelTexts = {
  title: string;
  add: string;
  notice: string;
  fetchError: string;
  empty: string;
  ended: string;
  endError: string;
  endTitle: string;
  endMessage: string;
  endConfirm: string;
};

type Props<T extends { id: string }> = {
  testId: string;
  /** The empty list's test id. */
  emptyTestId: string;
  texts: RecordsPanelTexts;
  /** Owners and administrators add and end; other readers only read. */
  editable: boolean;
  query: UseQueryResult<T[]>;
  end: UseMutationResult<void, unknown, string>;
  /** What the end question names the record by. */
  endValues: (record: T | null) => Record<string, string>;
  table: (records: T[], today: string, onEnd: ((record: T) => void) | undefined) => ReactNode;
  /** The dialog that adds a record, open until it closes itself. */
  addDialog: (onClose: () => void) => ReactNode;
};

/**
 * An employee's records of one kind (deductions or garnishment orders) in a card: the list, or
 * why there is none, and, for those who manage them, Add and End (after asking).
 */
export function RecordsPanel<T extends { id: string }>(props: Props<T>) {
  const { testId, emptyTestId, texts, editable, query, end } = props;
  const intl = useIntl();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<T | null>(null);

  const handleEnd = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success({ id: texts.ended });
      setEnding(null);
    } catch (error) {
      notify.failure(error, texts.endError);
    }
  };

  return (
    <Card component="section" data-testid={testId}>
      <CardHeader
        title={<FormattedMessage id={texts.title} />}
        slotProps={{ title: { variant: 'h3', component: 'h2' } }}
        action={
          editable && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id={texts.add} />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Alert severity="info">
            <FormattedMessage id={texts.notice} />
          </Alert>
          {query.isPending && <Loader />}
          {query.isError && (
            <QueryFailure
              message={intl.formatMessage({ id: texts.fetchError })}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.data &&
            (query.data.length === 0 ? (
              <Typography color="text.secondary" data-testid={emptyTestId}>
                <FormattedMessage id={texts.empty} />
              </Typography>
            ) : (
              props.table(query.data, localToday(), editable ? setEnding : undefined)
            ))}
        </Stack>
      </CardContent>
      {adding && props.addDialog(() => setAdding(false))}
      <ConfirmDialog
        open={ending !== null}
        title={<FormattedMessage id={texts.endTitle} />}
        message={<FormattedMessage id={texts.endMessage} values={props.endValues(ending)} />}
        confirmLabelId={texts.endConfirm}
        destructive
        busy={end.isPending}
        onConfirm={() => void handleEnd()}
        onCancel={() => setEnding(null)}
      />
    </Card>
  );
}
