import type { AchFile, ContractorPayment, PayrollListItem } from '@paydesk/contracts';
import PreviewIcon from '@mui/icons-material/Preview';
import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useStoredJob } from '@web/shared/jobs';
import { Ltr } from '@web/shared/ui/ltr';
import { PageHeader } from '@web/shared/ui/page-header';
import { SectionCard } from '@web/shared/ui/section-card';
import { achFileKeys } from '../api/ach-file-keys';
import { useCreateAchFile } from '../api/create-ach-file';
import { usePreviewAch } from '../api/preview-ach';
import { ApprovedContractorPaymentGrid } from '../components/approved-contractor-payment-grid';
import { ApprovedPayrollGrid } from '../components/approved-payroll-grid';
import { GeneratedFile } from '../components/generated-file';
import { GenerationProgress } from '../components/generation-progress';
import { PreviewPanel } from '../components/preview-panel';
import { isConflict, refusalDetail } from '../model/ach-failure';
import {
  achRequestOf,
  applyPageSelection,
  emptySelection,
  summarizeSelection,
  type ContractorPaymentSelection,
  type PayrollSelection,
} from '../model/selection';

/** A failed call: the specification's text, and the server's sentence when it gave one. */
function Failure({ titleId, error }: { titleId: string; error: unknown }) {
  const detail = refusalDetail(error);
  return (
    <Alert severity="error" role="alert" data-testid="ach-failure">
      <AlertTitle sx={detail ? undefined : { mb: 0 }}>
        <FormattedMessage id={titleId} />
      </AlertTitle>
      {detail}
    </Alert>
  );
}

/** What the selection adds up to, before the preview. */
function SelectionSummaryText({ summary }: { summary: ReturnType<typeof summarizeSelection> }) {
  const format = useFormatters();
  if (summary.payrolls + summary.contractorPayments === 0) {
    return <FormattedMessage id="achFiles.selection.none" />;
  }
  return (
    <FormattedMessage
      id={
        summary.contractorPayments === 0
          ? 'achFiles.selection.summary'
          : 'achFiles.selection.summaryWithContractors'
      }
      values={{
        payrolls: summary.payrolls,
        contractorPayments: summary.contractorPayments,
        companies: summary.companies,
        employees: summary.employees,
        contractors: summary.contractors,
        net: <Ltr>{format.money(summary.netPayCents)}</Ltr>,
      }}
    />
  );
}

/**
 * /ach-file-management/create: choose approved payrolls and contractor payments, preview the
 * file (batches, totals, warnings), generate it, then download it. A large selection is made by
 * a job: its progress shows instead of the lists (kept in the tab, so leaving the page and coming
 * back goes on showing it), then the file as after an immediate answer.
 */
export function CreateAchFilePage() {
  const [selection, setSelection] = useState<PayrollSelection>(emptySelection);
  const [runs, setRuns] = useState<ContractorPaymentSelection>(emptySelection);
  const [created, setCreated] = useState<AchFile | null>(null);
  const [jobId, rememberJob] = useStoredJob('ach-files.generate', 'create');
  const [jobError, setJobError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const preview = usePreviewAch();
  const generate = useCreateAchFile();
  const summary = summarizeSelection(selection, runs);
  const body = achRequestOf(selection, runs);
  // A payroll or a run changed or paid meanwhile (409): the lists are read again and chosen afresh.
  const onRefused = (error: unknown) => {
    if (!isConflict(error)) return;
    setSelection(emptySelection);
    setRuns(emptySelection);
    void queryClient.invalidateQueries({ queryKey: achFileKeys.approvedPayrolls() });
    void queryClient.invalidateQueries({ queryKey: achFileKeys.approvedContractorPayments() });
  };
  // A preview shows what it was made for; another choice needs another preview.
  const changed = () => {
    preview.reset();
    generate.reset();
    setJobError(null);
  };
  const choose = (model: GridRowSelectionModel, pageRows: readonly PayrollListItem[]) => {
    setSelection((current) => applyPageSelection(current, pageRows, model));
    changed();
  };
  const chooseRuns = (model: GridRowSelectionModel, pageRows: readonly ContractorPayment[]) => {
    setRuns((current) => applyPageSelection(current, pageRows, model));
    changed();
  };
  const startOver = () => {
    setSelection(emptySelection);
    setRuns(emptySelection);
    setCreated(null);
    setJobError(null);
    preview.reset();
    generate.reset();
  };
  const jobCreated = (file: AchFile) => {
    rememberJob(null);
    setCreated(file);
  };
  const jobFailed = (failure: unknown) => {
    rememberJob(null);
    preview.reset();
    setJobError(failure);
    onRefused(failure);
  };
  const header = (
    <PageHeader
      title={<FormattedMessage id="achFiles.create.title" />}
      subtitle={<FormattedMessage id="achFiles.create.subtitle" />}
    />
  );
  if (created) {
    return (
      <>
        {header}
        <SectionCard titleId="achFiles.generated.section">
          <GeneratedFile file={created} onAnother={startOver} />
        </SectionCard>
      </>
    );
  }
  if (jobId) {
    return (
      <>
        {header}
        <SectionCard titleId="achFiles.generated.section">
          <GenerationProgress jobId={jobId} onCreated={jobCreated} onFailed={jobFailed} />
        </SectionCard>
      </>
    );
  }
  const busy = preview.isPending || generate.isPending;
  return (
    <>
      {header}
      <Stack spacing={3}>
        <SectionCard titleId="achFiles.create.payrolls">
          <ApprovedPayrollGrid selection={selection} onChange={choose} />
        </SectionCard>
        <SectionCard titleId="achFiles.create.contractorPayments">
          <ApprovedContractorPaymentGrid selection={runs} onChange={chooseRuns} />
        </SectionCard>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary" data-testid="selection-summary">
              <SelectionSummaryText summary={summary} />
            </Typography>
            <Button
              variant="outlined"
              startIcon={
                preview.isPending ? <CircularProgress size={16} color="inherit" /> : <PreviewIcon />
              }
              disabled={summary.payrolls + summary.contractorPayments === 0 || busy}
              onClick={() => preview.mutate(body, { onError: onRefused })}
            >
              <FormattedMessage id="achFiles.preview.action" />
            </Button>
          </Stack>
        </Paper>
        {preview.isError && <Failure titleId="achFiles.error.preview" error={preview.error} />}
        {preview.data && (
          <SectionCard titleId="achFiles.preview.title">
            <PreviewPanel preview={preview.data} />
            <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                disabled={busy}
                startIcon={
                  generate.isPending ? <CircularProgress size={16} color="inherit" /> : null
                }
                onClick={() =>
                  generate.mutate(body, {
                    onSuccess: (answer) => {
                      if ('file' in answer) setCreated(answer.file);
                      else rememberJob(answer.jobId);
                    },
                  })
                }
              >
                <FormattedMessage id="achFiles.generate.action" />
              </Button>
            </Stack>
          </SectionCard>
        )}
        {generate.isError && <Failure titleId="achFiles.error.generate" error={generate.error} />}
        {jobError !== null && <Failure titleId="achFiles.error.generate" error={jobError} />}
      </Stack>
    </>
  );
}
