import { roles } from '@paydesk/contracts';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import type { Caller } from './access-tokens';

/**
 * What a caller may see: admins everything, owners the companies they own (read from the
 * database on every request, so a revoked ownership applies at once), employees their own record.
 */
export class CallerScope {
  private owned: Promise<string[]> | undefined;

  constructor(
    readonly caller: Caller,
    private readonly db: Db,
  ) {}

  get isAdmin(): boolean {
    return this.caller.roles.includes(roles.platformAdmin);
  }

  get isOwner(): boolean {
    return this.caller.roles.includes(roles.companyOwner);
  }

  /** Ids of the companies the caller owns (empty for non-owners). */
  ownedCompanyIds(): Promise<string[]> {
    if (!this.isOwner) return Promise.resolve([]);
    this.owned ??= this.db
      .selectFrom('company_owners')
      .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
      .select('company_owners.company_id')
      .where('employees.user_id', '=', this.caller.userId)
      .where('employees.status', '!=', 'terminated')
      .execute()
      .then((rows) => rows.map((row) => row.company_id));
    return this.owned;
  }

  async canManageCompany(companyId: string): Promise<boolean> {
    return this.isAdmin || (await this.ownedCompanyIds()).includes(companyId);
  }

  /** Throws the same 404 for a company that does not exist and one the caller may not see. */
  async assertCanManageCompany(companyId: string): Promise<void> {
    if (!(await this.canManageCompany(companyId))) throw notFound('The company');
  }
}

export const scopeOf = (caller: Caller, db: Db): CallerScope => new CallerScope(caller, db);
