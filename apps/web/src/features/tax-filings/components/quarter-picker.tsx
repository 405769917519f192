import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { quarterRange, sameQuarter, shiftQuarter, type Quarter } from '../model/quarters';

type Props = { quarter: Quarter; today: Quarter; onChange: (quarter: Quarter) => void };

// The arrows point the way the page reads: "previous" is on the start side, right to left too.
const mirrored = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

/** The quarter shown, with its dates, the previous and next quarters and a way back to today's. */
export function QuarterPicker({ quarter, today, onChange }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const { from, to } = quarterRange(quarter);
  const previous = intl.formatMessage({ id: 'taxFilings.quarter.previous' });
  const next = intl.formatMessage({ id: 'taxFilings.quarter.next' });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Tooltip title={previous}>
        <IconButton aria-label={previous} onClick={() => onChange(shiftQuarter(quarter, -1))}>
          <ChevronLeftIcon sx={mirrored} />
        </IconButton>
      </Tooltip>
      <Stack sx={{ minInlineSize: 180, textAlign: 'center' }}>
        <Typography variant="h4" component="p" data-testid="tax-filings-quarter">
          <FormattedMessage
            id="taxFilings.quarter.label"
            values={{ quarter: String(quarter.quarter), year: String(quarter.year) }}
          />
        </Typography>
        {/* A sentence of words and dates: in its own order on a right-to-left page too. */}
        <Typography variant="caption" color="text.secondary" dir="auto">
          <FormattedMessage
            id="taxFilings.quarter.range"
            values={{
              from: <Ltr>{format.date(from)}</Ltr>,
              to: <Ltr>{format.date(to)}</Ltr>,
            }}
          />
        </Typography>
      </Stack>
      <Tooltip title={next}>
        <IconButton aria-label={next} onClick={() => onChange(shiftQuarter(quarter, 1))}>
          <ChevronRightIcon sx={mirrored} />
        </IconButton>
      </Tooltip>
      {!sameQuarter(quarter, today) && (
        <Button size="small" onClick={() => onChange(today)}>
          <FormattedMessage id="taxFilings.quarter.current" />
        </Button>
      )}
    </Stack>
  );
}
