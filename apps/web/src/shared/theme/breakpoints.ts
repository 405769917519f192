/** Breakpoints of the specification §9, in px. */
export const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_UNIT = 8;

/** Layout constants of the specification §2.3 and §9. */
export const layout = {
  drawerWidth: 260,
  miniDrawerWidth: 72,
  headerHeight: 88,
  logoWidth: 180,
  pageTransitionSeconds: 0.4,
  dataGridRowHeight: 54,
  /** Width of the boxed layout when the container setting is on. */
  containerMaxWidth: 1200,
} as const;
