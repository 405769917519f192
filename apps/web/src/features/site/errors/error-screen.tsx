import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { errorScreenTexts, type ErrorScreenCode } from './error-code';

const icons: Record<ErrorScreenCode, ReactNode> = {
  '404': <SearchOffOutlinedIcon />,
  '401': <LockOutlinedIcon />,
  '503': <CloudOffOutlinedIcon />,
  '418': <SupportAgentOutlinedIcon />,
  maintenance: <BuildCircleOutlinedIcon />,
};

/** One route error screen (spec §2.5), inside the shell or on its own page. */
export function ErrorScreen({
  code,
  fullPage = false,
}: {
  code: ErrorScreenCode;
  fullPage?: boolean;
}) {
  const texts = errorScreenTexts[code];
  return (
    <FullPageMessage
      fullPage={fullPage}
      testId={`error-screen-${code}`}
      icon={icons[code]}
      title={<FormattedMessage id={texts.titleId} />}
      body={<FormattedMessage id={texts.bodyId} />}
      actions={
        <>
          <Button
            variant="contained"
            component={RouterLink}
            to="/"
            startIcon={<HomeOutlinedIcon />}
          >
            <FormattedMessage id="site.error.home" />
          </Button>
          {(code === '418' || code === '503' || code === 'maintenance') && (
            <Button variant="outlined" component={RouterLink} to="/pages/contact-us">
              <FormattedMessage id="site.error.contact" />
            </Button>
          )}
        </>
      }
    />
  );
}
