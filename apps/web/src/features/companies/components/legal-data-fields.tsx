import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import type { LegalValues } from '../model/company-form';
import { entityTypeOptions, filingFormOptions, industryOptions } from '../model/options';

type Props<T extends FieldValues> = { control: Control<T>; autoFocus?: boolean };

/**
 * Name, IRS registration, EIN, filing form, entity type and industry. Every form that uses it
 * holds these under the same names (`LegalValues`), at its top level.
 */
export function LegalDataFields<T extends FieldValues & LegalValues>(props: Props<T>) {
  const { control } = props;
  const name = (field: keyof LegalValues) => field as FieldPath<T>;
  const fields: FieldSpec<T>[] = [
    {
      kind: 'text',
      name: name('name'),
      labelId: 'companies.field.name',
      required: true,
      ...(props.autoFocus ? { autoFocus: true } : {}),
    },
    {
      kind: 'text',
      name: name('federalEin'),
      labelId: 'companies.field.federalEin',
      hintId: 'companies.field.federalEin.hint',
      width: 'half',
    },
    {
      kind: 'select',
      name: name('federalFillingForm'),
      labelId: 'companies.field.federalFilingForm',
      options: filingFormOptions,
      width: 'half',
    },
    {
      kind: 'select',
      name: name('businessEntityType'),
      labelId: 'companies.field.businessEntityType',
      options: entityTypeOptions,
      width: 'half',
    },
    {
      kind: 'select',
      name: name('industryType'),
      labelId: 'companies.field.industryType',
      options: industryOptions,
      width: 'half',
    },
    {
      kind: 'checkbox',
      name: name('isRegisteredWithIrs'),
      labelId: 'companies.field.isRegisteredWithIrs',
    },
  ];
  return <FormFields control={control} fields={fields} />;
}
