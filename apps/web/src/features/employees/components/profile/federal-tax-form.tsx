import { federalTaxRequestSchema, type Employee } from '@paydesk/contracts';
import { Alert } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import type { FederalFormValues } from '@web/shared/forms/tax/w4';
import { W4Fields } from '@web/shared/forms/tax/w4-fields';
import { useSettings } from '@web/shared/settings/settings-context';
import { useUpdateFederalTax } from '../../api/update-federal-tax';
import { employeeMessages } from '../../model/employee-messages';
import { w4FormPath, w4ToRequest, w4ValuesOf } from '../../model/w4-values';
import { SectionForm } from './section-form';
import { useSectionSave } from './use-section-save';

type Props = { companyId: string; employee: Employee; readOnly: boolean; onReload: () => void };
type Values = { federalTax: FederalFormValues };

/** The W-4 request a form describes, and what could not be read or the contract refuses. */
function readW4(values: Values, version: number) {
  const { request, issues } = w4ToRequest(values.federalTax, 'federalTax');
  const body = { ...request, version };
  const parsed = federalTaxRequestSchema.safeParse(body);
  const contract = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: w4FormPath(['federalTax', ...issue.path.map(String)].join('.')).split('.'),
        message: issue.message,
        code: issue.code,
      }));
  return {
    parsed,
    issues: [
      ...issues.map((issue) => ({
        ...issue,
        path: issue.path.split('.'),
        code: 'custom' as const,
      })),
      ...contract,
    ],
  };
}

/** Form W-4 (PUT …/federal-tax), the same fields as the paycheck calculator's. */
export function FederalTaxForm({ companyId, employee, readOnly, onReload }: Props) {
  const locale = useSettings().settings.i18n;
  const defaults = { federalTax: w4ValuesOf(employee.federalTax, locale) };
  const form = useForm<Values>({
    resolver: issuesResolver(
      (values: Values) => readW4(values, employee.version).issues,
      employeeMessages,
    ),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const section = useSectionSave(
    useUpdateFederalTax(companyId, employee.id),
    form.setError,
    (path) => w4FormPath(`federalTax.${path.replace(/^(body\.)?(federalTax\.)?/, '')}`),
  );
  const submit = form.handleSubmit((values) => {
    const { parsed } = readW4(values, employee.version);
    if (parsed.success) section.save(parsed.data);
  });
  return (
    <FormProvider {...form}>
      <SectionForm
        titleId="employees.section.federalTax"
        sectionId="federalTax"
        onSubmit={(event) => void submit(event)}
        busy={section.busy}
        stale={section.stale}
        onReload={onReload}
        onDiscard={() => form.reset(defaults)}
        canDiscard={form.formState.isDirty}
        readOnly={readOnly}
      >
        {employee.federalTax === null && (
          <Alert severity="warning" data-testid="federal-tax-missing">
            <FormattedMessage
              id={
                employee.employeeWillInformFederalTax
                  ? 'employees.taxes.askedEmployee'
                  : 'employees.taxes.federalMissing'
              }
            />
          </Alert>
        )}
        <W4Fields namePrefix="federalTax" />
      </SectionForm>
    </FormProvider>
  );
}
