import type { Employee } from '@paydesk/contracts';
import { Alert, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { certificateFieldSpecs } from '@web/shared/forms/tax/certificate-fields';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useWorkStates } from '../../api/list-work-states';
import { FederalTaxForm } from './federal-tax-form';
import { StateTaxForm } from './state-tax-form';

type Props = { companyId: string; employee: Employee; readOnly: boolean; onReload: () => void };

/** The Taxes tab: the federal W-4, then the work state's certificate when it has one. */
export function TaxesTab({ companyId, employee, readOnly, onReload }: Props) {
  const intl = useIntl();
  const states = useWorkStates();
  const state = states.data?.find((entry) => entry.code === employee.workState);
  const common = { companyId, employee, readOnly, onReload };
  const stateName = state?.name ?? employee.workState ?? '';
  return (
    <Stack spacing={3}>
      <FederalTaxForm key={`federal-${employee.version}`} {...common} />
      {states.isPending && <Loader />}
      {states.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'employees.error.choices' })}
          onRetry={() => void states.refetch()}
        />
      )}
      {states.data && state && certificateFieldSpecs(state.certificate).length > 0 ? (
        <StateTaxForm key={`state-${employee.version}`} {...common} state={state} />
      ) : (
        states.data && (
          <SectionCard titleId="employees.section.stateTax" testId="section-stateTax">
            <Alert severity="info" id="employee-section-stateTax">
              <FormattedMessage
                id={
                  !employee.workState
                    ? 'employees.taxes.noWorkState'
                    : state
                      ? 'employees.taxes.noCertificate'
                      : 'employees.taxes.unsupported'
                }
                values={{ state: stateName }}
              />
            </Alert>
          </SectionCard>
        )
      )}
    </Stack>
  );
}
