import { Box, Stack, Typography } from '@mui/material';
import type { PaycheckResult } from '@paydesk/contracts';
import { FormattedMessage } from 'react-intl';
import { employerCostCents } from '@web/features/paycheck/model/result-groups';
import { Amount } from './amount';

function Figure({
  labelId,
  cents,
  testId,
  strong = false,
}: {
  labelId: string;
  cents: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        flex: '1 1 9rem',
        p: 1.5,
        borderRadius: 1,
        bgcolor: strong ? 'primary.light' : 'action.hover',
        color: strong ? 'primary.dark' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="div" sx={{ color: 'inherit', opacity: 0.85 }}>
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography variant="h3" component="div" data-testid={testId} sx={{ color: 'inherit' }}>
        <Amount cents={cents} />
      </Typography>
    </Box>
  );
}

/** The three figures people look for first: gross, net, and what the paycheck costs the employer. */
export function ResultSummary({ result }: { result: PaycheckResult }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Figure labelId="paycheck.result.gross" cents={result.grossCents} testId="result-gross" />
      <Figure labelId="paycheck.result.net" cents={result.netPayCents} testId="result-net" strong />
      <Figure
        labelId="paycheck.result.employerCost"
        cents={employerCostCents(result)}
        testId="result-employer-cost"
      />
    </Stack>
  );
}
