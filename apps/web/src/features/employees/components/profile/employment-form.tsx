import { employmentDetailsRequestSchema, type Employee, type PayGroup } from '@paydesk/contracts';
import { Divider, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { useUpdateEmploymentDetails } from '../../api/update-employment-details';
import { employeeMessages } from '../../model/employee-messages';
import {
  employmentInputOf,
  employmentValuesOf,
  type EmploymentValues,
} from '../../model/employee-values';
import { EmploymentFields } from '../fields/employment-fields';
import { PayFields } from '../fields/pay-fields';
import { SectionForm } from './section-form';
import { useSectionSave } from './use-section-save';

type Props = {
  companyId: string;
  employee: Employee;
  payGroups: readonly PayGroup[];
  readOnly: boolean;
  onReload: () => void;
};

const requestOf = (values: EmploymentValues, version: number) => ({
  ...employmentInputOf(values),
  version,
});

/** The job, the pay and how it is paid (PUT …/employment-details; administrators and owners). */
export function EmploymentForm({ companyId, employee, payGroups, readOnly, onReload }: Props) {
  const form = useForm<EmploymentValues>({
    resolver: contractResolver(
      (values: EmploymentValues) =>
        employmentDetailsRequestSchema.safeParse(requestOf(values, employee.version)),
      employeeMessages,
    ),
    defaultValues: employmentValuesOf(employee),
    mode: 'onTouched',
  });
  const section = useSectionSave(useUpdateEmploymentDetails(companyId, employee.id), form.setError);
  const submit = form.handleSubmit((values) =>
    section.save(employmentDetailsRequestSchema.parse(requestOf(values, employee.version))),
  );
  return (
    <SectionForm
      titleId="employees.section.employment"
      sectionId="employment"
      onSubmit={(event) => void submit(event)}
      busy={section.busy}
      stale={section.stale}
      onReload={onReload}
      onDiscard={() => form.reset(employmentValuesOf(employee))}
      canDiscard={form.formState.isDirty}
      readOnly={readOnly}
    >
      <EmploymentFields control={form.control} />
      <Divider />
      <Typography component="h3" variant="h4">
        <FormattedMessage id="employees.section.pay" />
      </Typography>
      <PayFields control={form.control} payGroups={payGroups} withPaymentMethod />
    </SectionForm>
  );
}
