import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = { titleId: string; action?: ReactNode; children: ReactNode; testId?: string };

/** A titled card holding one part of a page. */
export function SectionCard({ titleId, action, children, testId }: Props) {
  return (
    <Card component="section" data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={<FormattedMessage id={titleId} />}
        slotProps={{ title: { variant: 'h3', component: 'h2' } }}
        action={action}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
