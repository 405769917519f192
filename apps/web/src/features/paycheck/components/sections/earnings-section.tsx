import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Divider, Stack } from '@mui/material';
import { Fragment } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import { newEarningLine, type PaycheckFormValues } from '@web/features/paycheck/model/form-values';
import { EarningLine } from './earning-line';
import { FormSection } from './form-section';

/** The contract accepts up to 100 earnings lines; a paycheck always has at least one. */
const MAX_LINES = 100;

export function EarningsSection() {
  const locale = useSettings().settings.i18n;
  const { control } = useFormContext<PaycheckFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'earnings' });
  return (
    <FormSection
      titleId="paycheck.section.earnings"
      subtitle={<FormattedMessage id="paycheck.section.earnings.hint" />}
      testId="paycheck-earnings"
    >
      <Stack spacing={2}>
        {fields.map((line, index) => (
          <Fragment key={line.id}>
            {index > 0 && <Divider />}
            <EarningLine
              index={index}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
            />
          </Fragment>
        ))}
      </Stack>
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_LINES}
          onClick={() => append(newEarningLine(locale, fields.length === 0 ? 'salary' : 'bonus'))}
        >
          <FormattedMessage id="paycheck.action.addEarning" />
        </Button>
      </Box>
    </FormSection>
  );
}
