import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { failureText } from '@web/shared/forms/problem';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useCreatePayrollDraft } from '../api/create-payroll-draft';
import { DraftEditor } from '../components/editor/draft-editor';

/**
 * company/{id}/payroll-management/edit/{payrollId}: a draft made from the approved payroll, in
 * the same editor; committing it replaces the payroll. The draft goes into the address so a
 * reload does not make another.
 */
export function EditPayrollPage() {
  const intl = useIntl();
  const { companyId = '', payrollId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draftId');
  const create = useCreatePayrollDraft(companyId);
  const started = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    if (draftId || started.current) return;
    started.current = true;
    mutate(
      { payrollId },
      { onSuccess: ({ draftId: id }) => setParams({ draftId: id }, { replace: true }) },
    );
  }, [draftId, payrollId, mutate, setParams]);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payroll.edit.title" />}
        subtitle={<FormattedMessage id="payroll.edit.subtitle" />}
      />
      {draftId ? (
        <DraftEditor key={draftId} companyId={companyId} draftId={draftId} />
      ) : create.isError ? (
        <QueryFailure
          message={failureText(
            create.error,
            intl.formatMessage({ id: 'payroll.error.createDraft' }),
          )}
          onRetry={() =>
            mutate(
              { payrollId },
              {
                onSuccess: ({ draftId: id }) => setParams({ draftId: id }, { replace: true }),
              },
            )
          }
        />
      ) : (
        <Loader />
      )}
    </>
  );
}
