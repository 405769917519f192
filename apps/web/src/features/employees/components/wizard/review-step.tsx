import { maskLegalId, type PayGroup } from '@paydesk/contracts';
import { Button, Grid, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { DetailList, type DetailItem } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';
import { SectionCard } from '@web/shared/ui/section-card';
import { missingForPayroll } from '../../model/missing-for-payroll';
import { sectionsOf } from '../../model/wizard-request';
import type { WizardStepId } from '../../model/wizard-steps';
import type { WizardValues, WorkStateInfo } from '../../model/wizard-values';
import { MissingList } from '../missing-list';

type Props = {
  payGroups: readonly PayGroup[];
  state: WorkStateInfo;
  onEdit: (step: WizardStepId) => void;
};

const fullName = (values: WizardValues) =>
  [values.firstName, values.middleName, values.lastName].filter((part) => part.trim()).join(' ');

const addressLineOf = ({ address }: WizardValues) =>
  [
    address.addressLine1,
    address.addressLine2,
    address.city,
    `${address.state} ${address.zipCode}`.trim(),
  ]
    .filter((part) => part.trim())
    .join(', ');

/** The identity card: name, contacts, the SSN's last four, the address. */
const identityItems = (values: WizardValues, notGiven: string): DetailItem[] => {
  const legalIdDigits = values.legalId.replace(/\D/g, '');
  return [
    { labelId: 'employees.column.name', value: fullName(values), testId: 'review-name' },
    { labelId: 'employees.field.email', value: <Ltr>{values.email}</Ltr> },
    {
      labelId: 'employees.field.phoneNumber',
      value: values.phoneNumber ? <Ltr>{values.phoneNumber}</Ltr> : notGiven,
    },
    {
      labelId: 'employees.field.legalId',
      value:
        legalIdDigits.length >= 4 ? <Ltr>{maskLegalId(legalIdDigits.slice(-4))}</Ltr> : notGiven,
    },
    { labelId: 'employees.section.address', value: addressLineOf(values) || notGiven },
  ];
};

/** A summary of the draft and what will still be missing for payroll once it is sent. */
export function ReviewStep({ payGroups, state, onEdit }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const { control } = useFormContext<WizardValues>();
  const values = useWatch({ control }) as WizardValues;
  const sections = sectionsOf(values, state);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const notGiven = text('employees.review.notGiven');
  const byEmployee = text('employees.review.byEmployee');
  const edit = (step: WizardStepId) => (
    <Button size="small" onClick={() => onEdit(step)}>
      <FormattedMessage id="employees.review.edit" />
    </Button>
  );
  const group = payGroups.find((entry) => entry.id === values.payGroup);
  const rate =
    values.paymentRate === null
      ? notGiven
      : text(
          values.paymentType === 'hourly'
            ? 'employees.review.ratePerHour'
            : 'employees.review.ratePerYear',
          {
            amount: format.money(values.paymentRate),
          },
        );
  return (
    <Stack spacing={3} data-testid="wizard-review">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard titleId="employees.wizard.step.identity" action={edit('identity')}>
            <DetailList items={identityItems(values, notGiven)} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard titleId="employees.wizard.step.employment" action={edit('employment')}>
            <DetailList
              items={[
                { labelId: 'employees.field.jobTitle', value: values.jobTitle },
                {
                  labelId: 'employees.field.employmentType',
                  value: values.employmentType
                    ? text(`employees.employmentType.${values.employmentType}`)
                    : notGiven,
                },
                {
                  labelId: 'employees.field.hireDate',
                  value: values.hireDate ? format.date(values.hireDate) : notGiven,
                },
                {
                  labelId: 'employees.field.workState',
                  value: values.workState ? text(`forms.usState.${values.workState}`) : notGiven,
                },
                { labelId: 'employees.field.payGroup', value: group?.name ?? notGiven },
                {
                  labelId: 'employees.field.paymentRate',
                  value: <Ltr>{rate}</Ltr>,
                  testId: 'review-rate',
                },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard titleId="employees.review.taxes" action={edit('federal')}>
            <DetailList
              items={[
                {
                  labelId: 'employees.wizard.step.federal',
                  value: sections.federal
                    ? text(`taxForms.w4.filingStatus.${values.federalTax.filingStatus}`)
                    : byEmployee,
                  testId: 'review-federal',
                },
                {
                  labelId: 'employees.wizard.step.state',
                  value: sections.stateByEmployee
                    ? byEmployee
                    : sections.state
                      ? text('employees.review.filledIn')
                      : text('employees.review.noCertificate'),
                  testId: 'review-state',
                },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard titleId="employees.wizard.step.deposit" action={edit('deposit')}>
            <DetailList
              items={[
                {
                  labelId: 'employees.field.paymentMethod',
                  value: text(`employees.paymentMethod.${values.paymentMethod}`),
                },
                ...(values.paymentMethod === 'direct_deposit'
                  ? [
                      {
                        labelId: 'employees.field.bankName',
                        value: sections.bank ? values.bankAccount.bankName : byEmployee,
                        testId: 'review-bank',
                      },
                    ]
                  : []),
              ]}
            />
          </SectionCard>
        </Grid>
      </Grid>
      <SectionCard titleId="employees.review.missingTitle" testId="review-missing">
        <MissingList
          readyId="employees.review.nothingMissing"
          entries={missingForPayroll(values, state).map((item) => ({
            key: item.code,
            code: item.code,
            secondary: <FormattedMessage id={`employees.review.by.${item.by}`} />,
          }))}
        />
      </SectionCard>
    </Stack>
  );
}
