import type { Employee } from '@paydesk/contracts';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { DetailList, type DetailItem } from '@web/shared/ui/detail-list';
import { MoneyDisplay } from '@web/shared/ui/money/money-display';
import { SectionCard } from '@web/shared/ui/section-card';
import { frequencyLabelId, rateLabelId } from '../model/employment-summary';

const notSet = <FormattedMessage id="employees.selfService.notSet" />;

/** The job and the pay as the employer set them; the employee reads them and cannot change them. */
export function EmploymentSummaryCard({ employee }: { employee: Employee }) {
  const format = useFormatters();
  const frequencyId = frequencyLabelId(employee.paymentFrequency);
  const items: DetailItem[] = [
    { labelId: 'employees.field.jobTitle', value: employee.jobTitle ?? notSet, testId: 'own-job' },
    {
      labelId: 'employees.field.hireDate',
      value: employee.hireDate ? format.date(employee.hireDate) : notSet,
      testId: 'own-hire-date',
    },
    {
      labelId: 'employees.field.paymentType',
      value: employee.paymentType ? (
        <FormattedMessage id={`employees.paymentType.${employee.paymentType}`} />
      ) : (
        notSet
      ),
    },
    {
      labelId: 'employees.field.paymentRate',
      value:
        employee.paymentRate === null ? (
          notSet
        ) : (
          <FormattedMessage
            id={rateLabelId(employee.paymentType)}
            values={{ amount: <MoneyDisplay cents={employee.paymentRate} /> }}
          />
        ),
      testId: 'own-rate',
    },
    {
      labelId: 'employees.selfService.field.frequency',
      value: frequencyId ? <FormattedMessage id={frequencyId} /> : notSet,
    },
    {
      labelId: 'employees.field.paymentMethod',
      value: <FormattedMessage id={`employees.paymentMethod.${employee.paymentMethod}`} />,
      testId: 'own-payment-method',
    },
  ];
  return (
    <SectionCard titleId="employees.selfService.employment.title" testId="self-service-employment">
      <DetailList items={items} />
    </SectionCard>
  );
}
