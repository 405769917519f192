import type { Role } from '@paydesk/contracts';
import type { Access } from './access';

/** Who gets past the role check: anyone, any signed-in user, or holders of one of the roles. */
export type Admits = 'public' | 'signed-in' | readonly Role[];

/** What a record-level rule sees of the request, after the role check and validation. */
export type ScopeRequest = {
  access: Access;
  params: unknown;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * Who may call an operation. `admits` runs before the body is read (so an anonymous caller gets
 * 401 and a wrong role 403, never a 400); `scope` runs after validation and throws the resource's
 * 404 for a record the caller may not see, so ids cannot be probed.
 */
export type Policy = {
  /** `<resource>.<action>`, as the role matrix and the docs name it. */
  name: string;
  admits: Admits;
  scope?: (request: ScopeRequest) => Promise<void>;
};

export const publicPolicy = (name: string): Policy => ({ name, admits: 'public' });

export const signedInPolicy = (name: string): Policy => ({ name, admits: 'signed-in' });

export const rolePolicy = (name: string, admits: readonly Role[]): Policy => ({ name, admits });
