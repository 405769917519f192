import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@web/shared/layout/language-switcher';
import { Logo } from '@web/shared/layout/logo';

type Props = {
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Inside the shell the message fills the page area; alone it fills the window. */
  fullPage: boolean;
  testId?: string;
  /** h2 where the page already has its own h1. */
  titleComponent?: 'h1' | 'h2';
};

/** A centred message with an icon, used by error screens and the utility pages. */
export function FullPageMessage(props: Props) {
  const { icon, title, body, actions, children, fullPage, testId } = props;
  const content = (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}
      data-testid={testId}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h1" component={props.titleComponent ?? 'h1'} sx={{ maxWidth: 640 }}>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {body}
        </Typography>
      )}
      {children}
      {actions && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
  if (!fullPage) return content;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}
      >
        <Logo />
        <LanguageSwitcher />
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Card sx={{ width: '100%', maxWidth: 760 }}>
          <CardContent sx={{ px: { xs: 2, sm: 6 } }}>{content}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
