import type { TypographyVariantsOptions } from '@mui/material/styles';

export function buildTypography(fontFamily: string): TypographyVariantsOptions {
  return {
    fontFamily,
    h1: { fontSize: '2.125rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1rem', fontWeight: 600 },
    h5: { fontSize: '0.875rem', fontWeight: 600 },
    h6: { fontSize: '0.75rem', fontWeight: 600 },
    subtitle1: { fontSize: '0.875rem', fontWeight: 500 },
    subtitle2: { fontSize: '0.75rem', fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 600 },
  };
}
