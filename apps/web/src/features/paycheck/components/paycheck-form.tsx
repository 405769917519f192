import CalculateIcon from '@mui/icons-material/Calculate';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { PaycheckRequest, PaycheckStateCatalogue } from '@paydesk/contracts';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureDetail } from '@web/shared/http/http-client';
import { useSettings } from '@web/shared/settings/settings-context';
import { fieldErrorsOf, useCalculatePaycheck } from '../api/calculate-paycheck';
import { createPaycheckResolver, serverProblems } from '../model/form-validation';
import type { PaycheckFormValues } from '../model/form-values';
import { startingForm } from '../model/from-request';
import { messageIdFor } from '../model/validation-messages';
import type { Calculation } from './result/result-panel';
import { DeductionsSection } from './sections/deductions-section';
import { EarningsSection } from './sections/earnings-section';
import { FederalSection } from './sections/federal-section';
import { PayPeriodSection } from './sections/pay-period-section';
import { StateSection } from './sections/state-section';
import { YtdSection } from './sections/ytd-section';
import { FormMessages } from '@web/shared/forms/form-messages';
import { paycheckMessages } from '../model/validation-messages';

type Props = { states: PaycheckStateCatalogue; onCalculated: (calculation: Calculation) => void };

const todayIso = () => dayjs().format('YYYY-MM-DD');

/** The what-if form: checked by the contract, sent to the engine, problems shown at their fields. */
export function PaycheckForm({ states, onCalculated }: Props) {
  const intl = useIntl();
  const locale = useSettings().settings.i18n;
  const allYears = useMemo(
    () => [...new Set(states.flatMap((state) => state.taxYears))].sort((a, b) => a - b),
    [states],
  );
  const [startingValues] = useState(() => startingForm(todayIso(), allYears, locale));
  const resolver = useMemo(
    () =>
      createPaycheckResolver(
        (code) => states.find((state) => state.code === code)?.certificate ?? null,
      ),
    [states],
  );
  const form = useForm<PaycheckFormValues, unknown, PaycheckRequest>({
    resolver,
    defaultValues: startingValues,
  });
  const calculate = useCalculatePaycheck();
  const code = useWatch({ control: form.control, name: 'state.code' });
  const taxYears = states.find((state) => state.code === code)?.taxYears ?? allYears;
  const formProblem = form.formState.errors.root;

  const handleCalculate = (request: PaycheckRequest) =>
    calculate.mutate(request, {
      onSuccess: (result) => {
        const stateName = states.find((state) => state.code === request.state.code)?.name ?? '';
        onCalculated({ request, result, stateName });
      },
      onError: (error) => {
        for (const problem of serverProblems(fieldErrorsOf(error), form.getValues())) {
          if (problem.field === null) continue;
          form.setError(
            problem.field as Parameters<typeof form.setError>[0],
            { type: problem.code, message: problem.message },
            { shouldFocus: true },
          );
        }
      },
    });

  return (
    <FormProvider {...form}>
      <FormMessages table={paycheckMessages}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={form.handleSubmit(handleCalculate)}
          data-testid="paycheck-form"
        >
          {calculate.isError && (
            <Alert severity="error" role="alert" data-testid="paycheck-form-failure">
              {failureDetail(
                calculate.error,
                intl.formatMessage({ id: 'paycheck.error.calculate' }),
              )}
            </Alert>
          )}
          {formProblem?.message && (
            <Alert severity="error" role="alert">
              <FormattedMessage
                id={
                  messageIdFor(formProblem.message, String(formProblem.type ?? '')) ??
                  'paycheck.validation.invalid'
                }
              />
            </Alert>
          )}
          <PayPeriodSection taxYears={taxYears} />
          <EarningsSection />
          <DeductionsSection />
          <FederalSection />
          <StateSection states={states} />
          <YtdSection />
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<CalculateIcon />}
              disabled={calculate.isPending}
            >
              <FormattedMessage
                id={
                  calculate.isPending ? 'paycheck.action.calculating' : 'paycheck.action.calculate'
                }
              />
            </Button>
          </Box>
        </Stack>
      </FormMessages>
    </FormProvider>
  );
}
