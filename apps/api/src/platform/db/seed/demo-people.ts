import { roles, type Role } from '@paydesk/contracts';

export const DEMO_PASSWORD = 'paydesk-demo-2026';

export type DemoSignIn = { email: string; roles: Role[]; roleLabel: string };

/** The fixed demo sign-ins of the README; acceptance checks rely on them. */
export const demoSignIns: DemoSignIn[] = [
  {
    email: 'admin@paydesk.test',
    roles: [roles.platformAdmin],
    roleLabel: 'platform administrator',
  },
  {
    email: 'owner@paydesk.test',
    roles: [roles.companyOwner, roles.employee],
    roleLabel: 'owner of Lakeside Bakery LLC, and its employee',
  },
  {
    email: 'employee@paydesk.test',
    roles: [roles.employee],
    roleLabel: 'employee of Lakeside Bakery LLC',
  },
  {
    email: 'contractor@paydesk.test',
    roles: [roles.contractor],
    roleLabel: 'contractor paid by Lakeside Bakery LLC',
  },
  { email: 'norole@paydesk.test', roles: [], roleLabel: 'signed in, holds no role' },
];
