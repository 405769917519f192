/** The privacy policy: each section has a title and one or more paragraphs or list items. */
export const privacySections = [
  { key: 'collect', items: ['account', 'company', 'employee', 'payroll', 'technical', 'contact'] },
  { key: 'why', items: ['pay', 'taxes', 'security', 'support'] },
  { key: 'protect', items: ['encryption', 'masking', 'passwords', 'transport', 'access', 'audit'] },
  { key: 'retention', items: ['payroll', 'terminated', 'contact', 'backups'] },
  { key: 'share', items: ['banks', 'agencies', 'never'] },
  { key: 'rights', items: ['view', 'correct', 'ask'] },
].map((section) => ({
  key: section.key,
  titleId: `site.privacy.${section.key}.title`,
  itemIds: section.items.map((item) => `site.privacy.${section.key}.${item}`),
}));
