import { employeeProfileRequestSchema, type Employee } from '@paydesk/contracts';
import { Box, Divider, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { useUpdateProfile } from '../../api/update-profile';
import { employeeMessages } from '../../model/employee-messages';
import {
  identityInputOf,
  identityValuesOf,
  type IdentityValues,
} from '../../model/employee-values';
import { AddressFields } from '../fields/address-fields';
import { IdentityFields } from '../fields/identity-fields';
import { SectionForm } from './section-form';
import { useSectionSave } from './use-section-save';

type Props = {
  companyId: string;
  employee: Employee;
  readOnly: boolean;
  onReload: () => void;
  /** The employee's own record: an SSN or ITIN on file is shown, and only the employer changes it. */
  ownRecord?: boolean;
};

const requestOf = (values: IdentityValues, version: number) => ({
  ...identityInputOf(values),
  version,
});

/** Identity and home address (PUT …/profile); the SSN is typed only to change it. */
export function ProfileForm({ companyId, employee, readOnly, onReload, ownRecord = false }: Props) {
  const legalIdLocked = ownRecord && employee.legalId !== null;
  const form = useForm<IdentityValues>({
    resolver: contractResolver(
      (values: IdentityValues) =>
        employeeProfileRequestSchema.safeParse(requestOf(values, employee.version)),
      employeeMessages,
    ),
    defaultValues: identityValuesOf(employee),
    mode: 'onTouched',
  });
  const section = useSectionSave(useUpdateProfile(companyId, employee.id), form.setError);
  const submit = form.handleSubmit((values) =>
    section.save(employeeProfileRequestSchema.parse(requestOf(values, employee.version))),
  );
  return (
    <SectionForm
      titleId="employees.section.identity"
      sectionId="identity"
      onSubmit={(event) => void submit(event)}
      busy={section.busy}
      stale={section.stale}
      onReload={onReload}
      onDiscard={() => form.reset(identityValuesOf(employee))}
      canDiscard={form.formState.isDirty}
      readOnly={readOnly}
    >
      <IdentityFields
        control={form.control}
        withLegalId={!legalIdLocked}
        legalIdHintId={
          employee.legalId ? 'employees.hint.legalIdKeep' : 'employees.hint.legalIdNone'
        }
      />
      {legalIdLocked && (
        <Typography variant="body2" color="text.secondary" data-testid="legal-id-on-file">
          <FormattedMessage
            id="employees.hint.legalIdEmployerOnly"
            values={{ number: <bdi>{employee.legalId}</bdi> }}
          />
        </Typography>
      )}
      <Divider />
      <Box id="employee-section-address" sx={{ scrollMarginTop: 96 }}>
        <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
          <FormattedMessage id="employees.section.address" />
        </Typography>
        <AddressFields control={form.control} />
      </Box>
    </SectionForm>
  );
}
