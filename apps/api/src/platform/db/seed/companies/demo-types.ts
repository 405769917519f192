export type DemoEmployee = {
  firstName: string;
  lastName: string;
  workState: string;
  city: string;
  zip: string;
  paymentType: 'salary' | 'hourly';
  /** Cents a year for salaries, cents an hour for hourly pay. */
  rateCents: number;
  filingStatus: 'single' | 'married_jointly' | 'head_of_household';
  multipleJobs?: boolean;
  dependentsCents?: number;
  extraWithholdingCents?: number;
  jobTitle: string;
  department: string;
  /**
   * Added by the employer with the W-4, state certificate and bank account left to the employee,
   * who has a pending invitation in the outbox: the demo of self-service onboarding.
   */
  selfOnboarding?: boolean;
};

/** The company's pay group; every demo employee of the company belongs to it. */
export type DemoPayGroup = {
  name: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  firstPeriodEnd: string;
  firstPayDate: string;
  secondPayDay: number | null;
};

/** A contractor with a sign-in of their own (role `myself:contractor-info`). */
export type DemoContractor = {
  firstName: string;
  lastName: string;
  email: string;
  /** Made up, but valid by the SSA's rules. */
  ssn: string;
  address: { line1: string; city: string; state: string; zip: string };
};

export type DemoCompany = {
  name: string;
  status: 'active' | 'onboarding';
  ein: string | null;
  entity: string;
  industry: string;
  address: { line1: string; city: string; state: string; zip: string; phone: string };
  owner: DemoEmployee & { email: string; ownershipPercent: number };
  /** The named demo employee sign-in, when the company has one. */
  signInEmployee?: DemoEmployee & { email: string };
  employees: DemoEmployee[];
  payGroup: DemoPayGroup;
  /** The named demo contractor sign-in, paid by direct deposit, when the company has one. */
  signInContractor?: DemoContractor;
};

/** One demo employee, with the optional W-4 details in `extra`. */
export const demoEmployee = (
  firstName: string,
  lastName: string,
  workState: string,
  city: string,
  zip: string,
  paymentType: 'salary' | 'hourly',
  rateCents: number,
  filingStatus: DemoEmployee['filingStatus'],
  jobTitle: string,
  department: string,
  extra: Partial<DemoEmployee> = {},
): DemoEmployee => ({
  firstName,
  lastName,
  workState,
  city,
  zip,
  paymentType,
  rateCents,
  filingStatus,
  jobTitle,
  department,
  ...extra,
});
