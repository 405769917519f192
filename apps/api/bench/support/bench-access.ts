import { Access } from '../../src/http/access';

/** A platform administrator's access: the benchmarks act as one, without a session. */
export const benchAdminAccess = (): Access =>
  new Access(
    {
      userId: 'bench',
      employeeId: null,
      companyId: null,
      roles: ['platform:admin'],
      sessionId: null,
    },
    { ownedCompanyIds: async () => [], companyExists: async () => true },
  );
