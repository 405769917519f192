import type { ReaderLanguage } from '@paydesk/contracts';

/**
 * The register's own column names in one language; the lines' names come from the pay-line
 * vocabulary. `{line}` is a tax's name, on the employee's side and on the employer's.
 */
export type RegisterTexts = {
  employeeId: string;
  lastName: string;
  firstName: string;
  status: string;
  gross: string;
  employeeTax: string;
  employeeTaxes: string;
  deductions: string;
  reimbursements: string;
  net: string;
  employerTax: string;
  employerTaxes: string;
  /** The total of what the employer added to the employees' plans (a 401(k) match). */
  employerContributions: string;
  totals: string;
};

const en: RegisterTexts = {
  employeeId: 'Employee ID',
  lastName: 'Last name',
  firstName: 'First name',
  status: 'Status',
  gross: 'Gross pay',
  employeeTax: 'Employee {line}',
  employeeTaxes: 'Employee taxes',
  deductions: 'Deductions',
  reimbursements: 'Reimbursements',
  net: 'Net pay',
  employerTax: 'Employer {line}',
  employerTaxes: 'Employer taxes',
  employerContributions: 'Employer contributions',
  totals: 'Totals',
};

const fr: RegisterTexts = {
  employeeId: 'ID du salarié',
  lastName: 'Nom',
  firstName: 'Prénom',
  status: 'Statut',
  gross: 'Salaire brut',
  employeeTax: '{line} (part salariale)',
  employeeTaxes: 'Impôts et cotisations du salarié',
  deductions: 'Retenues',
  reimbursements: 'Remboursements',
  net: 'Salaire net',
  employerTax: '{line} (part patronale)',
  employerTaxes: 'Charges patronales',
  employerContributions: 'Cotisations de l’employeur aux régimes',
  totals: 'Totaux',
};

const ro: RegisterTexts = {
  employeeId: 'ID angajat',
  lastName: 'Nume',
  firstName: 'Prenume',
  status: 'Stare',
  gross: 'Salariu brut',
  employeeTax: '{line} (angajat)',
  employeeTaxes: 'Impozitele angajatului',
  deductions: 'Rețineri',
  reimbursements: 'Rambursări',
  net: 'Salariu net',
  employerTax: '{line} (angajator)',
  employerTaxes: 'Contribuțiile angajatorului',
  employerContributions: 'Contribuții la planuri plătite de angajator',
  totals: 'Totaluri',
};

const zh: RegisterTexts = {
  employeeId: '员工编号',
  lastName: '姓',
  firstName: '名',
  status: '状态',
  gross: '税前工资',
  employeeTax: '员工{line}',
  employeeTaxes: '员工税款',
  deductions: '扣款',
  reimbursements: '报销',
  net: '实发工资',
  employerTax: '雇主{line}',
  employerTaxes: '雇主税款',
  employerContributions: '雇主计划缴款',
  totals: '合计',
};

export const registerTexts: Readonly<Record<ReaderLanguage, RegisterTexts>> = { en, fr, ro, zh };
