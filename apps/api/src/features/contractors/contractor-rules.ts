import { contractorNameProblems, type ContractorType, type TinType } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { displayNameOf, tinColumns, tinDigestOf } from './contractor-columns';
import { findContractorByTinDigest, type ContractorChanges } from './contractor-repository';

export const duplicateTin = () =>
  new AppError(
    'contractor.duplicate_tin',
    'Another contractor of this company has this TIN: a contractor is added once, whatever they are paid for.',
    { path: 'tin', fieldMessage: 'belongs to another contractor of this company' },
  );

/** Refuses a TIN another contractor of the company holds (found by digest, never decrypted). */
export async function assertTinFree(
  db: Db,
  key: Buffer,
  tin: { companyId: string; type: TinType; typed: string; exceptId?: string },
): Promise<void> {
  const other = await findContractorByTinDigest(
    db,
    tin.companyId,
    tinDigestOf(key, tin.type, tin.typed),
  );
  if (other && other.id !== tin.exceptId) throw duplicateTin();
}

/** The columns of a new TIN, after checking nobody else in the company holds it. */
export async function newTinColumns(
  db: Db,
  key: Buffer,
  tin: { companyId: string; type: TinType | null | undefined; typed: string; exceptId?: string },
) {
  const type = tin.type;
  if (!type) {
    throw new AppError('request.invalid', 'Choose whether the TIN is an SSN or an EIN.', {
      path: 'tinType',
      fieldMessage: 'Choose SSN or EIN',
    });
  }
  await assertTinFree(db, key, { ...tin, type });
  return tinColumns(key, type, tin.typed);
}

export type NamesAfter = {
  type: ContractorType;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
};

type NameColumns = Required<
  Pick<ContractorChanges, 'first_name' | 'last_name' | 'business_name'>
> & { type: string; display_name: string };

/** The names after a change, checked as a whole (an individual's names, a business's name). */
export function nameColumns(names: NamesAfter): NameColumns {
  const problems = contractorNameProblems(names);
  if (problems.length > 0) {
    throw new AppError(
      'request.invalid',
      `${problems.map((problem) => problem.message).join('; ')}.`,
      {
        errors: problems.map((problem) => ({
          path: problem.path,
          message: problem.message,
          code: 'request.invalid',
        })),
      },
    );
  }
  return {
    type: names.type,
    first_name: names.firstName,
    last_name: names.lastName,
    business_name: names.businessName,
    display_name: displayNameOf(names),
  };
}

/** A text field of a change: left out keeps the stored value; an empty one clears it. */
export const changed = (sent: string | null | undefined, stored: string | null): string | null =>
  sent === undefined ? stored : sent === null || sent === '' ? null : sent;
