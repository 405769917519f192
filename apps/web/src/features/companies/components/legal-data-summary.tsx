import type { Company } from '@paydesk/contracts';
import { useIntl } from 'react-intl';
import {
  codeLabelId,
  entityTypeOptions,
  filingFormOptions,
  industryOptions,
} from '../model/options';
import { DetailList } from '@web/shared/ui/detail-list';
import { Ltr } from '@web/shared/ui/ltr';

/** The company's legal data as label and value pairs. */
export function LegalDataSummary({ company }: { company: Company }) {
  const intl = useIntl();
  const notProvided = intl.formatMessage({ id: 'companies.value.notProvided' });
  const label = (id: string | null) => (id ? intl.formatMessage({ id }) : notProvided);
  return (
    <DetailList
      items={[
        { labelId: 'companies.field.name', value: company.name, testId: 'company-name' },
        {
          labelId: 'companies.field.federalEin',
          value: company.federalEin ? <Ltr>{company.federalEin}</Ltr> : notProvided,
          testId: 'company-ein',
        },
        {
          labelId: 'companies.field.federalFilingForm',
          value: label(codeLabelId(filingFormOptions, company.federalFillingForm)),
        },
        {
          labelId: 'companies.field.businessEntityType',
          value: label(codeLabelId(entityTypeOptions, company.businessEntityType)),
        },
        {
          labelId: 'companies.field.industryType',
          value: label(codeLabelId(industryOptions, company.industryType)),
        },
        {
          labelId: 'companies.field.isRegisteredWithIrs',
          value: intl.formatMessage({
            id: company.isRegisteredWithIrs ? 'companies.value.yes' : 'companies.value.no',
          }),
        },
        {
          labelId: 'companies.field.createdAt',
          value: intl.formatDate(company.createdAt, { dateStyle: 'long' }),
        },
      ]}
    />
  );
}
