import type { Employee } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { identityColumns, legalIdDigest } from './employee-columns';
import { assertLegalIdFree, type SectionWriter } from './employee-section-writer';
import { assertOwnLegalIdTriesLeft, legalIdLocked, recordOwnLegalIdRefusal } from './own-legal-id';

export type ProfileChanges = Parameters<typeof identityColumns>[0] & { version: number };

/**
 * The identity and address. An employee typing in their own SSN or ITIN has a few tries, and
 * cannot replace one already on file: that guards against guessing whose number is whose.
 */
export function createEmployeeProfileService(context: AppContext, sections: SectionWriter) {
  const key = context.config.encryptionKey;

  return {
    async updateProfile(
      access: Access,
      companyId: string,
      id: string,
      changes: ProfileChanges,
    ): Promise<Employee> {
      const newLegalId = changes.legalId;
      // Only the employee themself reaches here without managing the company (the policy).
      const own = Boolean(newLegalId) && !(await access.canManageCompany(companyId));
      if (own) await assertOwnLegalIdTriesLeft(context, id);
      try {
        return await sections.writeSection(access, companyId, id, {
          version: changes.version,
          action: 'employee.profile-updated',
          build: async (trx, row) => {
            const onFile = row.legal_id_digest;
            if (own && newLegalId && onFile && onFile !== legalIdDigest(key, newLegalId)) {
              throw legalIdLocked();
            }
            await assertLegalIdFree(trx, key, companyId, newLegalId, id);
            return identityColumns(changes, key);
          },
          authorColumn: 'personal_details_by',
        });
      } catch (error) {
        if (own && error instanceof AppError && error.code === 'employee.legal_id_taken') {
          await recordOwnLegalIdRefusal(context, id);
        }
        throw error;
      }
    },
  };
}
