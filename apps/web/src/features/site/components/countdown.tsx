import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';

const units = [
  { id: 'site.countdown.days', ms: 86_400_000 },
  { id: 'site.countdown.hours', ms: 3_600_000 },
  { id: 'site.countdown.minutes', ms: 60_000 },
  { id: 'site.countdown.seconds', ms: 1_000 },
];

/** Days, hours, minutes and seconds left until an instant; zeros once it has passed. */
export function Countdown({ target }: { target: string }) {
  const format = useFormatters();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, new Date(target).getTime() - now);
  // Each unit counts what is left after the larger units: days, then hours of the last day…
  const parts = units.map((unit, index) => {
    const larger = units[index - 1]?.ms ?? Number.POSITIVE_INFINITY;
    return { ...unit, value: Math.floor((left % larger) / unit.ms) };
  });
  return (
    <Box
      role="timer"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(64px, 1fr))', gap: 1.5 }}
    >
      {parts.map((part) => (
        <Paper key={part.id} variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
          <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {format.number(part.value)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id={part.id} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
