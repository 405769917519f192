/** Toast constants of the specification §9. */
export const toastConfig = {
  maxVisible: 3,
  autoHideMs: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  enterMs: 225,
  exitMs: 195,
} as const;
