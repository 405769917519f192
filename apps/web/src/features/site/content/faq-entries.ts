/** The FAQ: real questions small employers ask about payroll; each is a question and answer id. */
export const faqEntries = [
  'withholding',
  'frequencies',
  'holidays',
  'deadline',
  'corrections',
  'fica',
  'splitDeposit',
  'payStubs',
  'termination',
].map((key) => ({ key, questionId: `site.faq.${key}.q`, answerId: `site.faq.${key}.a` }));
