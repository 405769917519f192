import type { Deduction } from '@paydesk/contracts';
import { useEndDeduction } from '../api/end-deduction';
import { useDeductions } from '../api/list-deductions';
import { DeductionDialog } from './deduction-dialog';
import { DeductionTable } from './deduction-table';
import { RecordsPanel, type RecordsPanelTexts } from './records-panel';

type Props = {
  companyId: string;
  employeeId: string;
  /** Owners and administrators add and end; the employee reads their own. */
  editable: boolean;
};

const sharedTexts = {
  add: 'deductions.create.open',
  fetchError: 'deductions.error.fetch',
  empty: 'deductions.empty',
  ended: 'deductions.ended',
  endError: 'deductions.error.end',
  endTitle: 'deductions.end.title',
  endMessage: 'deductions.end.message',
  endConfirm: 'deductions.end.confirm',
};
const managerTexts: RecordsPanelTexts = {
  ...sharedTexts,
  title: 'deductions.title',
  notice: 'deductions.notice',
};
const ownTexts: RecordsPanelTexts = {
  ...sharedTexts,
  title: 'deductions.own.title',
  notice: 'deductions.own.notice',
};

/**
 * An employee's recurring deductions: the list with each one's year to date against its limit,
 * and, for those who manage them, Add and End.
 */
export function DeductionsPanel({ companyId, employeeId, editable }: Props) {
  const query = useDeductions(companyId, employeeId);
  const end = useEndDeduction(companyId, employeeId);
  return (
    <RecordsPanel<Deduction>
      testId={editable ? 'employee-deductions' : 'own-deductions'}
      emptyTestId="deductions-empty"
      texts={editable ? managerTexts : ownTexts}
      editable={editable}
      query={query}
      end={end}
      endValues={(ending) => ({ name: ending?.label ?? '' })}
      table={(deductions, today, onEnd) => (
        <DeductionTable deductions={deductions} today={today} onEnd={onEnd} />
      )}
      addDialog={(onClose) => (
        <DeductionDialog companyId={companyId} employeeId={employeeId} onClose={onClose} />
      )}
    />
  );
}
