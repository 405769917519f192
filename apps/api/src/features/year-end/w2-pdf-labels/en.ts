import type { W2PdfLabels } from './catalogue';

export const en: W2PdfLabels = {
  documentTitle: 'Form W-2 {year} — {name}',
  heading: 'Form W-2 for {year}: your copies B, C and 2',
  instructions:
    'File copy B with your federal income tax return and copy 2 with your state, city or local return; keep copy C for your records.',
  formNote:
    'The form is in English, as the IRS prints it. Your social security number shows only its last four digits.',
  copyB: 'Copy B — To Be Filed With Employee’s FEDERAL Tax Return.',
  copyC: 'Copy C — For EMPLOYEE’S RECORDS.',
  copy2: 'Copy 2 — To Be Filed With Employee’s State, City, or Local Income Tax Return.',
};
