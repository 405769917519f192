import { stateTaxRequestSchema, type Employee, type PaycheckStateEntry } from '@paydesk/contracts';
import { Alert } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import {
  certificateFromRequest,
  certificateToRequest,
  type CertificateValue,
} from '@web/shared/forms/tax/certificate-fields';
import { useSettings } from '@web/shared/settings/settings-context';
import { useUpdateStateTax } from '../../api/update-state-tax';
import { employeeMessages } from '../../model/employee-messages';
import { certificateMessageIds } from '../../model/wizard-request';
import { StateCertificateFields } from '../fields/state-certificate-fields';
import { SectionForm } from './section-form';
import { useSectionSave } from './use-section-save';

type Props = {
  companyId: string;
  employee: Employee;
  state: PaycheckStateEntry;
  readOnly: boolean;
  onReload: () => void;
};
type Values = { stateTax: Record<string, CertificateValue> };

function readCertificate(state: PaycheckStateEntry, values: Values, version: number) {
  const { fields, issues } = certificateToRequest(
    state.certificate,
    values.stateTax,
    certificateMessageIds,
  );
  const parsed = stateTaxRequestSchema.safeParse({ ...fields, code: state.code, version });
  return {
    parsed,
    issues: issues.map((issue) => ({
      path: ['stateTax', issue.field],
      message: issue.message,
      code: 'custom' as const,
    })),
  };
}

/** The work state's withholding certificate (PUT …/state-tax), fields from the state's schema. */
export function StateTaxForm({ companyId, employee, state, readOnly, onReload }: Props) {
  const locale = useSettings().settings.i18n;
  // A certificate stored for another state (the work state changed since) starts afresh.
  const stored = employee.stateTax?.code === state.code ? employee.stateTax : {};
  const defaults = { stateTax: certificateFromRequest(state.certificate, stored, locale) };
  const form = useForm<Values>({
    resolver: issuesResolver(
      (values: Values) => readCertificate(state, values, employee.version).issues,
      employeeMessages,
    ),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const section = useSectionSave(
    useUpdateStateTax(companyId, employee.id),
    form.setError,
    (path) => `stateTax.${path.replace(/^(body\.)?(stateTax\.)?/, '')}`,
  );
  const submit = form.handleSubmit((values) => {
    const { parsed } = readCertificate(state, values, employee.version);
    if (parsed.success) section.save(parsed.data);
  });
  const missing = employee.stateTax === null || employee.stateTax.code !== state.code;
  return (
    <FormProvider {...form}>
      <SectionForm
        titleId="employees.section.stateTax"
        sectionId="stateTax"
        onSubmit={(event) => void submit(event)}
        busy={section.busy}
        stale={section.stale}
        onReload={onReload}
        onDiscard={() => form.reset(defaults)}
        canDiscard={form.formState.isDirty}
        readOnly={readOnly}
      >
        {missing && (
          <Alert severity="warning" data-testid="state-tax-missing">
            <FormattedMessage
              id={
                employee.employeeWillInformStateTax
                  ? 'employees.taxes.askedEmployee'
                  : 'employees.taxes.stateMissing'
              }
            />
          </Alert>
        )}
        <StateCertificateFields state={state} namePrefix="stateTax" />
      </SectionForm>
    </FormProvider>
  );
}
