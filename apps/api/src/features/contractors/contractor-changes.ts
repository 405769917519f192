import type { CreateContractorInput, UpdateContractorInput } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { backupWithholdingOf } from './contractor-columns';
import type { ContractorChanges, ContractorRow, NewContractorRow } from './contractor-repository';
import { changed, nameColumns, newTinColumns } from './contractor-rules';

const noTin = { tin_type: null, tin_encrypted: null, tin_last4: null, tin_digest: null };

/** A new contractor's row: names checked, the TIN sealed once it is free in the company. */
export async function newContractorRow(
  trx: Db,
  key: Buffer,
  input: CreateContractorInput,
  made: { companyId: string; actorUserId: string; at: string },
): Promise<NewContractorRow & { id: string }> {
  const tin = input.tin
    ? await newTinColumns(trx, key, {
        companyId: made.companyId,
        type: input.tinType,
        typed: input.tin,
      })
    : noTin;
  // An IRS notice the owner records outlives a TIN given later; no TIN applies on its own.
  const irsNotice = input.backupWithholding === true;
  return {
    id: newId(),
    company_id: made.companyId,
    ...nameColumns({
      type: input.type,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      businessName: input.businessName || null,
    }),
    ...tin,
    email: input.email,
    address: JSON.stringify(input.address),
    payment_method: input.paymentMethod,
    irs_notice: irsNotice ? 1 : 0,
    ...backupWithholdingOf(tin.tin_encrypted !== null, irsNotice),
    user_id: null,
    status: 'active',
    created_by_user_id: made.actorUserId,
    created_at: made.at,
    updated_at: made.at,
  };
}

/**
 * The owner's change as columns: the fields sent change, the rest stay. The email is the
 * contractor's sign-in once invited; a TIN sent replaces the one on file when no other contractor
 * of the company holds it; backup withholding follows the TIN and the owner's IRS notice.
 */
export async function ownerChanges(
  trx: Db,
  key: Buffer,
  current: ContractorRow,
  input: UpdateContractorInput,
  at: string,
): Promise<ContractorChanges> {
  const changes: ContractorChanges = {
    ...nameColumns({
      type: input.type ?? (current.type as 'individual' | 'business'),
      firstName: changed(input.firstName, current.first_name),
      lastName: changed(input.lastName, current.last_name),
      businessName: changed(input.businessName, current.business_name),
    }),
    updated_at: at,
  };
  if (input.email !== undefined && input.email !== current.email) {
    if (current.user_id !== null) {
      throw conflict(
        'contractor.email_locked',
        'The contractor signs in with this email: it cannot change once they are invited.',
      );
    }
    changes.email = input.email;
  }
  if (input.tin) {
    Object.assign(
      changes,
      await newTinColumns(trx, key, {
        companyId: current.company_id,
        type: input.tinType,
        typed: input.tin,
        exceptId: current.id,
      }),
    );
  } else if (input.tinType && input.tinType !== current.tin_type) {
    throw new AppError('request.invalid', 'Enter the TIN that goes with its new type.', {
      path: 'tin',
      fieldMessage: 'Enter the TIN of this type',
    });
  }
  if (input.address) changes.address = JSON.stringify(input.address);
  if (input.paymentMethod) changes.payment_method = input.paymentMethod;
  if (input.status) changes.status = input.status;
  const irsNotice =
    input.backupWithholding === undefined ? current.irs_notice === 1 : input.backupWithholding;
  changes.irs_notice = irsNotice ? 1 : 0;
  const hasTin = (changes.tin_encrypted ?? current.tin_encrypted) !== null;
  return { ...changes, ...backupWithholdingOf(hasTin, irsNotice) };
}
