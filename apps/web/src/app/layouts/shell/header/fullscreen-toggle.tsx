import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Enters or leaves full screen; follows the browser when the user presses Escape. */
export function FullscreenToggle() {
  const intl = useIntl();
  const [active, setActive] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const handleChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = intl.formatMessage({
    id: active ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter',
  });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={active}
        onClick={() => {
          const request = active
            ? document.exitFullscreen()
            : document.documentElement.requestFullscreen();
          // A refusal (e.g. no user gesture) leaves the page as it is.
          request.catch(() => undefined);
        }}
      >
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
