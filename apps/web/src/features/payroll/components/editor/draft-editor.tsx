import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import {
  initialKeysetState,
  keyOfCurrentPage,
  movePage,
} from '@web/shared/ui/data-grid/keyset-pages';
import { useDeletePayrollDraft } from '../../api/delete-payroll-draft';
import { usePayrollDraft } from '../../api/get-payroll-draft';
import { SummaryBar } from '../summary-bar';
import { CommitAction } from './commit-action';
import { CommitFailures } from './commit-failures';
import { DeleteDraftAction } from './delete-draft-action';
import { DraftHeading } from './draft-heading';
import { DraftLinesTable } from './draft-lines-table';
import { ReadinessPanel } from './readiness-panel';
import { SaveStateText } from './save-state';
import { useDraftAutosave } from './use-draft-autosave';

type Props = { companyId: string; draftId: string };

/**
 * The draft editor: what the run pays, its lines (saved as they are typed), the totals, the
 * readiness checks with their fixes, and delete or commit.
 */
export function DraftEditor({ companyId, draftId }: Props) {
  const intl = useIntl();
  const [pages, setPages] = useState(initialKeysetState);
  const [refusal, setRefusal] = useState<unknown>(null);
  const remove = useDeletePayrollDraft(companyId, draftId);
  // From the delete on, the draft is gone: the editor re-renders while the list page loads, and
  // must not fetch the draft it just dropped from the cache.
  const isDeleting = remove.isPending || remove.isSuccess;
  const query = usePayrollDraft(companyId, draftId, keyOfCurrentPage(pages), !isDeleting);
  const autosave = useDraftAutosave(companyId, draftId, query.data?.draft.version);
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'payroll.error.fetchDraft' })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { draft, nextKey } = query.data;
  const busy = autosave.state === 'waiting' || autosave.state === 'saving';
  return (
    <Stack spacing={3} data-testid="draft-editor">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <DraftHeading draft={draft} onPayDate={autosave.changePayDate} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <SaveStateText state={autosave.state} />
          <DeleteDraftAction companyId={companyId} remove={remove} />
          <CommitAction
            companyId={companyId}
            draft={draft}
            flush={autosave.flush}
            onRefused={setRefusal}
            disabled={busy}
          />
        </Stack>
      </Stack>
      <SummaryBar summary={draft.summary} />
      {refusal !== null && <CommitFailures companyId={companyId} error={refusal} />}
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <DraftLinesTable
          key={autosave.reloads}
          companyId={companyId}
          lines={draft.items}
          onChange={autosave.queue}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id="payroll.editor.page"
              values={{ page: pages.pageIndex + 1, pages: Math.max(draft.totalPages, 1) }}
            />
          </Typography>
          <Button
            size="small"
            disabled={pages.pageIndex === 0}
            onClick={() => setPages((state) => movePage(state, state.pageIndex - 1, nextKey))}
          >
            <FormattedMessage id="payroll.editor.previous" />
          </Button>
          <Button
            size="small"
            disabled={!nextKey}
            onClick={() => setPages((state) => movePage(state, state.pageIndex + 1, nextKey))}
          >
            <FormattedMessage id="payroll.editor.next" />
          </Button>
        </Stack>
      </Stack>
      <ReadinessPanel companyId={companyId} draft={draft} />
    </Stack>
  );
}
