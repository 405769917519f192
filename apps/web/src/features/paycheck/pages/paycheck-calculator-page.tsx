import { Alert, Box, Button, Grid } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { usePaycheckStates } from '../api/list-paycheck-states';
import { PaycheckForm } from '../components/paycheck-form';
import { ResultPanel, type Calculation } from '../components/result/result-panel';

/** The paycheck calculator (administrators and owners): one what-if paycheck, gross to net. */
export function PaycheckCalculatorPage() {
  const intl = useIntl();
  const states = usePaycheckStates();
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="menu.paycheckCalculator" />}
        subtitle={<FormattedMessage id="paycheck.page.subtitle" />}
      />
      {states.isPending && <Loader />}
      {states.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void states.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          {failureDetail(states.error, intl.formatMessage({ id: 'paycheck.error.states' }))}
        </Alert>
      )}
      {states.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <PaycheckForm states={states.data} onCalculated={setCalculation} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <ResultPanel calculation={calculation} />
            </Box>
          </Grid>
        </Grid>
      )}
    </>
  );
}
