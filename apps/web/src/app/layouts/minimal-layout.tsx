import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** Public screens (sign-in, utility pages, /unauthorized): no menu; each page lays itself out. */
export function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
