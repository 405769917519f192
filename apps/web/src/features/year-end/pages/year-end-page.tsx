import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { failureDetail } from '@web/shared/http/http-client';
import { Loader } from '@web/shared/ui/loader';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useDownloadW2 } from '../api/download-w2';
import { useCompanyW2s, usePublishW2s, useYearDeposits } from '../api/year-end';
import { CorrectionsCard } from '../components/corrections-card';
import { FileButtons } from '../components/file-buttons';
import { StateTaxIdsDialog } from '../components/state-tax-ids-dialog';
import { W2Table } from '../components/w2-table';
import { yearEndChecklist, type ChecklistStep } from '../model/checklist';
import { w2Corrections } from '../model/corrections';

const stepColour = { done: 'success', todo: 'error', note: 'warning' } as const;

/** The years offered: the last one (whose W-2s are due in January) and this one. */
const yearsAround = (today: Date) => [today.getFullYear(), today.getFullYear() - 1];

type ChecklistProps = {
  steps: ChecklistStep[];
  /** Opens the dialog of the employer's state ID numbers (the step's button). */
  onEditStateIds: () => void;
};

function Checklist({ steps, onEditStateIds }: ChecklistProps) {
  const intl = useIntl();
  return (
    <List dense data-testid="year-end-checklist">
      {steps.map((step) => (
        <ListItem
          key={step.id}
          data-testid={`year-end-step-${step.id}`}
          alignItems="flex-start"
          secondaryAction={
            step.id === 'stateIds' ? (
              <Button size="small" data-testid="year-end-state-ids" onClick={onEditStateIds}>
                <FormattedMessage
                  id={step.state === 'done' ? 'yearEnd.stateIds.edit' : 'yearEnd.stateIds.enter'}
                />
              </Button>
            ) : undefined
          }
        >
          <Chip
            size="small"
            sx={{ mr: 2, mt: 0.5, minWidth: 72 }}
            color={stepColour[step.state]}
            label={intl.formatMessage({ id: `yearEnd.state.${step.state}` })}
          />
          <ListItemText
            primary={<FormattedMessage id={`yearEnd.step.${step.id}`} />}
            secondary={
              step.entries.length > 0 ? (
                <span dir="auto">{step.entries.join(', ')}</span>
              ) : (
                <FormattedMessage id={`yearEnd.step.${step.id}.done`} />
              )
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The tax year the page shows, kept in the address (`?year=`). */
function YearSelect({ years, year }: { years: number[]; year: number }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'yearEnd.year' })}
        value={year}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('year', String(event.target.value));
            return next;
          })
        }
      >
        {years.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/**
 * /company/{id}/year-end: the owner's year-end checklist (SSNs, addresses, the employer's state
 * ID numbers, deposits, the W-3 against the 941s, terminated employees), every W-2 with its PDF,
 * the W-3 and the SSA file.
 */
export function YearEndPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const [params] = useSearchParams();
  const years = useMemo(() => yearsAround(new Date()), []);
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : (years[0] ?? new Date().getFullYear());
  const w2s = useCompanyW2s(companyId, year);
  const deposits = useYearDeposits(companyId, year);
  const pdf = useDownloadW2(companyId);
  const publish = usePublishW2s(companyId);
  const [confirming, setConfirming] = useState(false);
  const [editingStateIds, setEditingStateIds] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const steps = useMemo(
    () => (w2s.data ? yearEndChecklist(w2s.data, deposits.data?.items ?? []) : null),
    [w2s.data, deposits.data],
  );
  const run = async (action: () => Promise<void>, fallbackId: string) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      // The server names the employee and the field the SSA would refuse: the owner reads it.
      setFailure(failureDetail(error, intl.formatMessage({ id: fallbackId })));
    }
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="yearEnd.title" />}
        subtitle={<FormattedMessage id="yearEnd.subtitle" />}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FileButtons
              companyId={companyId}
              year={year}
              disabled={!w2s.data || w2s.data.items.length === 0}
              run={run}
            />
            {w2s.data?.publishedAt ? (
              <Chip
                color="success"
                data-testid="year-end-published"
                label={intl.formatMessage(
                  { id: 'yearEnd.publish.done' },
                  { date: intl.formatDate(w2s.data.publishedAt, { dateStyle: 'medium' }) },
                )}
              />
            ) : (
              <Button
                variant="outlined"
                data-testid="year-end-publish"
                disabled={!w2s.data || w2s.data.items.length === 0}
                onClick={() => setConfirming(true)}
              >
                <FormattedMessage id="yearEnd.publish.open" />
              </Button>
            )}
          </Stack>
        }
      />
      <YearSelect years={years} year={year} />
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="yearEnd.publish.title" values={{ year: String(year) }} />}
        message={
          <FormattedMessage
            id="yearEnd.publish.message"
            values={{ count: w2s.data?.items.length ?? 0, year: String(year) }}
          />
        }
        confirmLabelId="yearEnd.publish.confirm"
        busy={publish.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            try {
              await publish.mutateAsync(year);
            } finally {
              setConfirming(false);
            }
          }, 'yearEnd.publish.error')
        }
      />
      {failure && (
        <Alert severity="error" role="alert" dir="auto" sx={{ mb: 2 }} data-testid="year-end-error">
          {failure}
        </Alert>
      )}
      {w2s.isPending && <Loader />}
      {w2s.isError && (
        <QueryFailure
          message={failureDetail(w2s.error, intl.formatMessage({ id: 'yearEnd.error.fetch' }))}
          onRetry={() => void w2s.refetch()}
        />
      )}
      {w2s.data && steps && (
        <>
          <Card sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                <FormattedMessage id="yearEnd.checklist.title" />
              </Typography>
              <Checklist steps={steps} onEditStateIds={() => setEditingStateIds(true)} />
            </CardContent>
          </Card>
          {editingStateIds && (
            <StateTaxIdsDialog
              companyId={companyId}
              missing={steps.find((step) => step.id === 'stateIds')?.entries ?? []}
              onClose={() => setEditingStateIds(false)}
            />
          )}
          <CorrectionsCard rows={w2Corrections(w2s.data)} />
          <Card sx={{ overflowX: 'auto' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                <FormattedMessage id="yearEnd.w2.title" values={{ year: String(year) }} />
              </Typography>
              <W2Table
                answer={w2s.data}
                onDownload={(employeeId) =>
                  void run(() => pdf.mutateAsync({ employeeId, year }), 'yearEnd.w2.error')
                }
              />
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
}
