import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ownershipTotal } from '@web/features/companies/model/percent';
import {
  emptyOwner,
  percentOf,
  type WizardValues,
} from '@web/features/companies/model/wizard-values';
import { usePercentFormat } from '../use-percent-format';
import { OwnerFields } from './owner-fields';

/** The contracts allow up to 20 co-owners besides the main owner. */
const MAX_CO_OWNERS = 20;

/** Step 3: the main owner (the person who signed up) and any co-owners, with their shares. */
export function WizardOwnersStep({ control }: { control: Control<WizardValues> }) {
  const intl = useIntl();
  const percent = usePercentFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'owners' });
  const main = useWatch({ control, name: 'mainOwner.ownershipPercentage' });
  const others = useWatch({ control, name: 'owners' });
  const { errors } = useFormState({ control, name: 'owners' });
  const total = ownershipTotal(
    [main, ...others.map((owner) => owner.ownershipPercentage)].map(percentOf),
  );
  const totalError = errors.owners?.root?.message;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
          <FormattedMessage id="companies.wizard.mainOwner" />
        </Typography>
        <OwnerFields control={control} prefix="mainOwner" />
      </Box>
      {fields.map((field, index) => (
        <Box key={field.id} data-testid={`co-owner-${index}`}>
          <Divider sx={{ mb: 2 }} />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
          >
            <Typography variant="h4" component="h3">
              <FormattedMessage id="companies.wizard.coOwner" values={{ number: index + 1 }} />
            </Typography>
            <Tooltip title={intl.formatMessage({ id: 'companies.wizard.removeOwner' })}>
              <IconButton
                aria-label={intl.formatMessage(
                  { id: 'companies.wizard.removeOwnerNumber' },
                  { number: index + 1 },
                )}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <OwnerFields control={control} prefix={`owners.${index}`} />
        </Box>
      ))}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyOwner())}
          disabled={fields.length >= MAX_CO_OWNERS}
        >
          <FormattedMessage id="companies.wizard.addOwner" />
        </Button>
        <Typography color={total > 100 ? 'error' : 'text.secondary'} data-testid="wizard-total">
          <FormattedMessage id="companies.wizard.total" values={{ total: percent(total) }} />
        </Typography>
      </Stack>
      {totalError && <Alert severity="error">{intl.formatMessage({ id: totalError })}</Alert>}
    </Stack>
  );
}
