import type { PayGroup } from '@paydesk/contracts';
import { Grid, MenuItem, TextField } from '@mui/material';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { FormFields } from '@web/shared/forms/form-fields';
import { useFieldErrorText } from '@web/shared/forms/form-messages';
import { paymentMethodOptions, paymentTypeOptions } from '../../model/options';

const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

type Props<T extends FieldValues> = {
  control: Control<T>;
  payGroups: readonly PayGroup[];
  /** The employment form chooses the payment method here; the wizard on its deposit step. */
  withPaymentMethod?: boolean;
};

/** The pay group: one of the company's groups, or none yet (the employee is not paid until then). */
function PayGroupField<T extends FieldValues>({
  control,
  payGroups,
}: Omit<Props<T>, 'withPaymentMethod'>) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field: input, fieldState } = useController({ control, name: field<T>('payGroup') });
  return (
    <TextField
      select
      fullWidth
      name={input.name}
      inputRef={input.ref}
      value={(input.value as string | undefined) ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      label={intl.formatMessage({ id: 'employees.field.payGroup' })}
      error={fieldState.error !== undefined}
      helperText={
        errorText(fieldState.error) ?? intl.formatMessage({ id: 'employees.hint.payGroup' })
      }
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'employees.payGroup.none' })}</MenuItem>
      {payGroups.map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** How the employee is paid: the group, salary or hourly, the rate (cents a year or an hour). */
export function PayFields<T extends FieldValues>({
  control,
  payGroups,
  withPaymentMethod = false,
}: Props<T>) {
  const paymentType = useWatch({ control, name: field<T>('paymentType') }) as string;
  const specs: FieldSpec<T>[] = [
    {
      kind: 'select',
      name: field('paymentType'),
      labelId: 'employees.field.paymentType',
      options: paymentTypeOptions,
      required: true,
      width: 'half',
    },
    {
      kind: 'money',
      name: field('paymentRate'),
      labelId:
        paymentType === 'hourly'
          ? 'employees.field.paymentRateHourly'
          : 'employees.field.paymentRateSalary',
      hintId: paymentType === 'hourly' ? 'employees.hint.rateHourly' : 'employees.hint.rateSalary',
      required: true,
      width: 'half',
    },
    ...(withPaymentMethod
      ? [
          {
            kind: 'select',
            name: field<T>('paymentMethod'),
            labelId: 'employees.field.paymentMethod',
            options: paymentMethodOptions,
            width: 'half',
          } as const,
        ]
      : []),
  ];
  return (
    <Grid container spacing={2} data-testid="pay-fields">
      <Grid size={{ xs: 12, sm: 6 }}>
        <PayGroupField control={control} payGroups={payGroups} />
      </Grid>
      <Grid size={12}>
        <FormFields control={control} fields={specs} />
      </Grid>
    </Grid>
  );
}
