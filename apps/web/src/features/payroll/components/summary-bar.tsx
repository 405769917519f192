import { Box, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { Ltr } from '@web/shared/ui/ltr';
import { summaryItems, type PayrollSummaryFigures } from '../model/summary-items';

type Props = { summary: PayrollSummaryFigures; testId?: string };

/** A draft's or payroll's totals in one band: what employees take home, what the company funds. */
export function SummaryBar({ summary, testId = 'payroll-summary' }: Props) {
  const { locale } = useFormatters();
  return (
    <Paper
      variant="outlined"
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(8, auto)' },
      }}
    >
      {summaryItems(summary, locale).map((item) => (
        <Box key={item.key} data-testid={`summary-${item.key}`}>
          <Typography component="dt" variant="caption" color="text.secondary">
            <FormattedMessage id={item.labelId} />
          </Typography>
          <Typography
            component="dd"
            variant={item.emphasis ? 'h4' : 'body1'}
            color={item.key === 'cashRequirementCents' ? 'primary' : undefined}
            sx={{ m: 0, fontWeight: item.emphasis ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
          >
            {item.isMoney ? <Ltr>{item.text}</Ltr> : item.text}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
