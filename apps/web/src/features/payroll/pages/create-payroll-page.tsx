import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import { DraftEditor } from '../components/editor/draft-editor';
import { StartPayroll } from '../components/start/start-payroll';

/**
 * company/{id}/payroll-management/create: choose a period or an off-cycle run, then the draft
 * editor. The draft lives in the address (`?draftId=`), so a reload keeps editing it.
 */
export function CreatePayrollPage() {
  const companyId = useParams().companyId ?? '';
  const [params] = useSearchParams();
  const draftId = params.get('draftId');
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payroll.create.title" />}
        subtitle={
          <FormattedMessage id={draftId ? 'payroll.editor.subtitle' : 'payroll.create.subtitle'} />
        }
      />
      {draftId ? (
        <DraftEditor key={draftId} companyId={companyId} draftId={draftId} />
      ) : (
        <StartPayroll
          companyId={companyId}
          payGroupId={params.get('payGroupId')}
          periodEnd={params.get('periodEnd')}
        />
      )}
    </>
  );
}
