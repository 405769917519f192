import { Chip, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { holidayLabelId } from '../model/options';

type Props = {
  payDate: string;
  scheduledPayDate: string;
  adjustment: 'weekend' | 'holiday' | null;
  holiday: string | null;
};

/** A pay date, marked when a weekend or a holiday (named) moved it to the business day before. */
export function MovedPayDate({ payDate, scheduledPayDate, adjustment, holiday }: Props) {
  const format = useFormatters();
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        alignContent: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        columnGap: 1,
        height: '100%',
      }}
    >
      <Typography component="span" variant="body2" dir="ltr">
        {format.date(payDate)}
      </Typography>
      {adjustment && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-testid="moved-pay-date"
          // The holiday's name is the point: the label wraps rather than ending in an ellipsis.
          sx={{
            height: 'auto',
            maxWidth: '100%',
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          }}
          label={
            <FormattedMessage
              id={adjustment === 'holiday' ? 'payGroups.moved.holiday' : 'payGroups.moved.weekend'}
              values={{
                date: format.date(scheduledPayDate),
                holiday: holiday ? <FormattedMessage id={holidayLabelId(holiday)} /> : '',
              }}
            />
          }
        />
      )}
    </Stack>
  );
}
