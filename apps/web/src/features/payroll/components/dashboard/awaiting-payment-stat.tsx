import PaymentsIcon from '@mui/icons-material/Payments';
import { StatCard } from '@web/features/companies';
import { useNotify } from '@web/shared/notify';
import { useEffect } from 'react';
import { useAwaitingPaymentCount } from '../../api/count-awaiting-payment';

/** The administrator's count of approved payrolls not yet paid; it opens the ACH files. */
export function AwaitingPaymentStat() {
  const notify = useNotify();
  const count = useAwaitingPaymentCount();
  const { isError, error } = count;
  useEffect(() => {
    if (isError) notify.failure(error, 'payroll.error.approved');
  }, [isError, error, notify]);
  return (
    <StatCard
      labelId="payroll.dashboard.awaitingPayment"
      value={count.data ?? 0}
      to="/ach-file-management"
      icon={PaymentsIcon}
      color="warning"
      testId="stat-awaiting-payment"
    />
  );
}
