import { Access } from '../../src/http/access';

/**
 * A platform administrator's access: the benchmarks act as one, without a session. A job needs
 * a user who exists (it names who asked): `userId` is then the seeded administrator's.
 */
export const benchAdminAccess = (userId = 'bench'): Access =>
  new Access(
    {
      userId,
      employeeId: null,
      companyId: null,
      roles: ['platform:admin'],
      sessionId: null,
    },
    { ownedCompanyIds: async () => [], companyExists: async () => true },
  );
