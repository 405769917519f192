import type { Garnishment } from '@paydesk/contracts';
import { useEndGarnishment } from '../api/end-garnishment';
import { useGarnishments } from '../api/list-garnishments';
import { GarnishmentDialog } from './garnishment-dialog';
import { GarnishmentTable } from './garnishment-table';
import { RecordsPanel, type RecordsPanelTexts } from './records-panel';

type Props = { companyId: string; employeeId: string; editable: boolean };

const texts: RecordsPanelTexts = {
  title: 'deductions.garnishment.title',
  add: 'deductions.garnishment.create.open',
  notice: 'deductions.garnishment.notice',
  fetchError: 'deductions.garnishment.error.fetch',
  empty: 'deductions.garnishment.empty',
  ended: 'deductions.garnishment.ended',
  endError: 'deductions.garnishment.error.end',
  endTitle: 'deductions.garnishment.end.title',
  endMessage: 'deductions.garnishment.end.message',
  endConfirm: 'deductions.garnishment.end.confirm',
};

/**
 * An employee's garnishment orders for owners and administrators: each with what was withheld
 * and what remains, Add and End (a terminated employee's are read only).
 */
export function GarnishmentsPanel({ companyId, employeeId, editable }: Props) {
  const query = useGarnishments(companyId, employeeId);
  const end = useEndGarnishment(companyId, employeeId);
  return (
    <RecordsPanel<Garnishment>
      testId="employee-garnishments"
      emptyTestId="garnishments-empty"
      texts={texts}
      editable={editable}
      query={query}
      end={end}
      endValues={(ending) => ({ caseNumber: ending?.caseNumber ?? '' })}
      table={(garnishments, today, onEnd) => (
        <GarnishmentTable garnishments={garnishments} today={today} onEnd={onEnd} />
      )}
      addDialog={(onClose) => (
        <GarnishmentDialog companyId={companyId} employeeId={employeeId} onClose={onClose} />
      )}
    />
  );
}
