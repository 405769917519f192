import { roles, type Role } from '@paydesk/contracts';
import type { Caller } from '../platform/security/access-tokens';

/** Where ownership is looked up; the companies feature provides it at boot. */
export type AccessDirectory = {
  /** Ids of the companies the user owns, read on every request so a revoked ownership applies at once. */
  ownedCompanyIds: (userId: string) => Promise<string[]>;
  /** Whether a company exists (an administrator may manage any company that does). */
  companyExists: (companyId: string) => Promise<boolean>;
};

/**
 * The signed-in caller of one request, as policies and services see it: roles from the token,
 * ownership from the database (read once per request, then remembered).
 */
export class Access {
  private owned: Promise<string[]> | undefined;

  constructor(
    readonly caller: Caller,
    private readonly directory: AccessDirectory,
  ) {}

  hasRole(role: Role): boolean {
    return this.caller.roles.includes(role);
  }

  get isAdmin(): boolean {
    return this.hasRole(roles.platformAdmin);
  }

  get isOwner(): boolean {
    return this.hasRole(roles.companyOwner);
  }

  /** Ids of the companies the caller owns (empty for non-owners). */
  ownedCompanyIds(): Promise<string[]> {
    if (!this.isOwner) return Promise.resolve([]);
    this.owned ??= this.directory.ownedCompanyIds(this.caller.userId);
    return this.owned;
  }

  /** Admins manage every company there is, owners the ones they own. */
  async canManageCompany(companyId: string): Promise<boolean> {
    if ((await this.ownedCompanyIds()).includes(companyId)) return true;
    return this.isAdmin && this.directory.companyExists(companyId);
  }

  /** The companies whose records the caller may see: null means all of them. */
  async companyFilter(): Promise<string[] | null> {
    return this.isAdmin ? null : this.ownedCompanyIds();
  }
}
