import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import {
  newDeductionLine,
  type PaycheckFormValues,
} from '@web/features/paycheck/model/form-values';
import { DeductionLine } from './deduction-line';
import { FormSection } from './form-section';

/** The contract accepts up to 100 deductions. */
const MAX_LINES = 100;

export function DeductionsSection() {
  const locale = useSettings().settings.i18n;
  const { control } = useFormContext<PaycheckFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions' });
  return (
    <FormSection
      titleId="paycheck.section.deductions"
      subtitle={<FormattedMessage id="paycheck.section.deductions.hint" />}
      testId="paycheck-deductions"
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="paycheck.deductions.none" />
        </Typography>
      ) : (
        <Stack spacing={2}>
          {fields.map((line, index) => (
            <Fragment key={line.id}>
              {index > 0 && <Divider />}
              <DeductionLine index={index} onRemove={() => remove(index)} />
            </Fragment>
          ))}
        </Stack>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_LINES}
          onClick={() => append(newDeductionLine(locale))}
        >
          <FormattedMessage id="paycheck.action.addDeduction" />
        </Button>
      </Box>
    </FormSection>
  );
}
