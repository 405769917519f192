import type { Db } from '../database';
import { demoCompanies } from './demo-companies';
import { demoSignIns } from './demo-people';

export type DemoPayGroupRow = {
  id: string;
  frequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
  firstPeriodEnd: string;
  firstPayDate: string;
  secondPayDay: number | null;
};

/** An active demo company as its payroll history needs it: who runs it, which groups it pays. */
export type DemoPayingCompany = {
  companyId: string;
  owner: { userId: string; employeeId: string | null };
  payGroups: DemoPayGroupRow[];
};

export type DemoRoster = { adminUserId: string; companies: DemoPayingCompany[] };

const adminEmail = demoSignIns.find((person) => person.roles.includes('platform:admin'))?.email;

async function userOf(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'employee_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * The seeded demo's administrator and its active companies, found by the demo's own names and
 * sign-ins, in the order the demo lists them; undefined when the database holds no demo.
 */
export async function readDemoRoster(db: Db): Promise<DemoRoster | undefined> {
  const admin = adminEmail ? await userOf(db, adminEmail) : undefined;
  if (!admin) return undefined;
  const companies: DemoPayingCompany[] = [];
  for (const demo of demoCompanies.filter((company) => company.status === 'active')) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', demo.name)
      .where('status', '=', 'active')
      .executeTakeFirst();
    const owner = await userOf(db, demo.owner.email);
    if (!company || !owner) continue;
    const groups = await db
      .selectFrom('pay_groups')
      .select(['id', 'frequency', 'first_period_end', 'first_pay_date', 'second_pay_day'])
      .where('company_id', '=', company.id)
      .orderBy('name')
      .execute();
    companies.push({
      companyId: company.id,
      owner: { userId: owner.id, employeeId: owner.employee_id },
      payGroups: groups.map((group) => ({
        id: group.id,
        frequency: group.frequency as DemoPayGroupRow['frequency'],
        firstPeriodEnd: group.first_period_end,
        firstPayDate: group.first_pay_date,
        secondPayDay: group.second_pay_day === null ? null : Number(group.second_pay_day),
      })),
    });
  }
  return { adminUserId: admin.id, companies };
}

/**
 * The demo company whose people hold time off (the first active one, Lakeside Bakery): its
 * owner's sign-in and its employees, the owner first; undefined without a demo.
 */
export async function readDemoTimeOffHolders(db: Db): Promise<
  | {
      companyId: string;
      owner: { userId: string; employeeId: string | null };
      employeeIds: string[];
      signInEmployeeId: string | null;
    }
  | undefined
> {
  const roster = await readDemoRoster(db);
  const company = roster?.companies[0];
  if (!company) return undefined;
  const demo = demoCompanies.find((candidate) => candidate.status === 'active');
  const signIn = demo?.signInEmployee ? await userOf(db, demo.signInEmployee.email) : undefined;
  const employees = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', company.companyId)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  return {
    companyId: company.companyId,
    owner: company.owner,
    employeeIds: employees.map((employee) => employee.id),
    signInEmployeeId: signIn?.employee_id ?? null,
  };
}
