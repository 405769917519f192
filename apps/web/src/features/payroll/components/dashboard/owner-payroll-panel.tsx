import { Grid } from '@mui/material';
import { NextPayDateCard } from './next-pay-date-card';
import { PayrollCostChart } from './payroll-cost-chart';

/** The owner dashboard's payroll part: the next pay date and what recent payrolls cost. */
export function OwnerPayrollPanel({ companyId }: { companyId: string }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <NextPayDateCard companyId={companyId} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <PayrollCostChart companyId={companyId} />
      </Grid>
    </Grid>
  );
}
