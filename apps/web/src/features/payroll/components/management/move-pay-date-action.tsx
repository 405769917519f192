import type { Payroll } from '@paydesk/contracts';
import { useIntl } from 'react-intl';
import { failureText, problemCode } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import { usePatchPayroll } from '../../api/patch-payroll';
import { payDateCodeMessages } from '../../model/off-cycle-form';
import { PayDateAction, type PayDateOutcome } from '../editor/pay-date-action';

/**
 * Moves an approved payroll's pay date within its year. The API refuses another year and a date
 * that would change any figure (the owner edits the payroll instead): the dialog says so next to
 * the field and stays open.
 */
export function MovePayDateAction({ companyId, payroll }: { companyId: string; payroll: Payroll }) {
  const intl = useIntl();
  const notify = useNotify();
  const patch = usePatchPayroll(companyId, payroll.id);
  const move = async (payDate: string): Promise<PayDateOutcome> => {
    try {
      await patch.mutateAsync({ version: payroll.version, payDate });
      notify.success('payroll.move.done');
      return true;
    } catch (error) {
      const code = problemCode(error);
      const fieldMessageId = code ? payDateCodeMessages[code] : undefined;
      if (fieldMessageId) return { fieldMessageId };
      notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.update' })));
      return false;
    }
  };
  return (
    <PayDateAction
      payDate={payroll.payDate}
      onChange={move}
      openLabelId="payroll.move.open"
      hintId="payroll.move.hint"
    />
  );
}
