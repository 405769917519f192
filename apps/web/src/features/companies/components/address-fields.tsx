import { Stack, Typography } from '@mui/material';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormCheckbox } from '@web/shared/forms/fields/form-checkbox';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import type { AddressValues } from '../model/address-values';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Where the address sits in the form, e.g. `mailingAddress`. */
  prefix: 'physicalAddress' | 'mailingAddress' | 'legalFilingAddress';
  titleId: string;
  /** Mailing and legal-filing addresses offer "same as the physical address". */
  linked?: boolean;
  required?: boolean;
};

/** The fields of one address, as data: street, city, state, ZIP and phone. */
function addressSpecs<T extends FieldValues>(
  name: (field: keyof AddressValues) => FieldPath<T>,
  required: boolean,
): FieldSpec<T>[] {
  return [
    {
      kind: 'text',
      name: name('addressLine1'),
      labelId: 'companies.address.line1',
      required,
      autoComplete: 'address-line1',
    },
    {
      kind: 'text',
      name: name('addressLine2'),
      labelId: 'companies.address.line2',
      autoComplete: 'address-line2',
    },
    {
      kind: 'text',
      name: name('city'),
      labelId: 'companies.address.city',
      required,
      autoComplete: 'address-level2',
      width: 'fiveTwelfths',
    },
    {
      kind: 'us-state',
      name: name('state'),
      labelId: 'companies.address.state',
      required,
      width: 'third',
    },
    {
      kind: 'zip',
      name: name('zipCode'),
      labelId: 'companies.address.zipCode',
      required,
      width: 'quarter',
    },
    {
      kind: 'phone',
      name: name('phoneNumber'),
      labelId: 'companies.address.phoneNumber',
      width: 'half',
    },
  ];
}

/** One address block; a linked address hides its fields while it repeats the physical one. */
export function AddressFields<T extends FieldValues>(props: Props<T>) {
  const { control, prefix, linked = false, required = false } = props;
  const name = (field: keyof AddressValues | 'sameAsPhysical') =>
    `${prefix}.${field}` as FieldPath<T>;
  const same = useWatch({ control, name: name('sameAsPhysical') }) as boolean | undefined;
  const showFields = !linked || same !== true;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
        <FormattedMessage id={props.titleId} />
      </Typography>
      {linked && (
        <FormCheckbox
          control={control}
          name={name('sameAsPhysical')}
          labelId="companies.address.sameAsPhysical"
        />
      )}
      {showFields && (
        <FormFields
          control={control}
          fields={addressSpecs(name, required)}
          testId={`${prefix}-fields`}
        />
      )}
    </Stack>
  );
}
