import type { W2PdfLabels } from './catalogue';

export const fr: W2PdfLabels = {
  documentTitle: 'Formulaire W-2 {year} — {name}',
  heading: 'Formulaire W-2 {year} : vos exemplaires B, C et 2',
  instructions:
    'Joignez l’exemplaire B à votre déclaration fédérale de revenus et l’exemplaire 2 à votre déclaration d’État ou locale ; conservez l’exemplaire C.',
  formNote:
    'Le formulaire est en anglais, tel que l’IRS l’imprime. Seuls les quatre derniers chiffres de votre numéro de sécurité sociale y figurent.',
  copyB: 'Exemplaire B — À joindre à la déclaration fédérale de revenus du salarié.',
  copyC: 'Exemplaire C — À conserver par le salarié.',
  copy2: 'Exemplaire 2 — À joindre à la déclaration de revenus d’État ou locale du salarié.',
};
