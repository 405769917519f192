import type { AchFile, PayrollListItem } from '@paydesk/contracts';
import PreviewIcon from '@mui/icons-material/Preview';
import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { PageHeader } from '@web/shared/ui/page-header';
import { SectionCard } from '@web/shared/ui/section-card';
import { achFileKeys } from '../api/ach-file-keys';
import { useCreateAchFile } from '../api/create-ach-file';
import { usePreviewAch } from '../api/preview-ach';
import { ApprovedPayrollGrid } from '../components/approved-payroll-grid';
import { GeneratedFile } from '../components/generated-file';
import { PreviewPanel } from '../components/preview-panel';
import { isConflict, refusalDetail } from '../model/ach-failure';
import {
  achRequestOf,
  applyPageSelection,
  emptySelection,
  summarizeSelection,
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

/**
 * /ach-file-management/create: choose approved payrolls, preview the file (batches, totals,
 * warnings), generate it, then download it.
 */
export function CreateAchFilePage() {
  const format = useFormatters();
  const [selection, setSelection] = useState<PayrollSelection>(emptySelection);
  const [created, setCreated] = useState<AchFile | null>(null);
  const queryClient = useQueryClient();
  const preview = usePreviewAch();
  const generate = useCreateAchFile();
  const summary = summarizeSelection(selection);
  // A payroll changed or paid meanwhile (409): the list is read again and chosen afresh.
  const onRefused = (error: unknown) => {
    if (!isConflict(error)) return;
    setSelection(emptySelection);
    void queryClient.invalidateQueries({ queryKey: achFileKeys.approvedPayrolls() });
  };
  const choose = (model: GridRowSelectionModel, pageRows: readonly PayrollListItem[]) => {
    setSelection((current) => applyPageSelection(current, pageRows, model));
    // A preview shows the payrolls it was made for; another choice needs another preview.
    preview.reset();
    generate.reset();
  };
  const startOver = () => {
    setSelection(emptySelection);
    setCreated(null);
    preview.reset();
    generate.reset();
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
  const busy = preview.isPending || generate.isPending;
  return (
    <>
      {header}
      <Stack spacing={3}>
        <SectionCard titleId="achFiles.create.payrolls">
          <ApprovedPayrollGrid selection={selection} onChange={choose} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary" data-testid="selection-summary">
              {summary.payrolls === 0 ? (
                <FormattedMessage id="achFiles.selection.none" />
              ) : (
                <FormattedMessage
                  id="achFiles.selection.summary"
                  values={{
                    payrolls: summary.payrolls,
                    companies: summary.companies,
                    employees: summary.employees,
                    net: <Ltr>{format.money(summary.netPayCents)}</Ltr>,
                  }}
                />
              )}
            </Typography>
            <Button
              variant="outlined"
              startIcon={
                preview.isPending ? <CircularProgress size={16} color="inherit" /> : <PreviewIcon />
              }
              disabled={summary.payrolls === 0 || busy}
              onClick={() => preview.mutate(achRequestOf(selection), { onError: onRefused })}
            >
              <FormattedMessage id="achFiles.preview.action" />
            </Button>
          </Stack>
        </SectionCard>
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
                  generate.mutate(achRequestOf(selection), {
                    onSuccess: (file) => setCreated(file),
                  })
                }
              >
                <FormattedMessage id="achFiles.generate.action" />
              </Button>
            </Stack>
          </SectionCard>
        )}
        {generate.isError && <Failure titleId="achFiles.error.generate" error={generate.error} />}
      </Stack>
    </>
  );
}
