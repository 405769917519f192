import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = { titleId: string; subtitle?: ReactNode; testId: string; children: ReactNode };

/** One card of the calculator's form, titled. */
export function FormSection({ titleId, subtitle, testId, children }: Props) {
  return (
    <Card component="section" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id={`${testId}-title`} variant="h3" component="h2">
              <FormattedMessage id={titleId} />
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </div>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
