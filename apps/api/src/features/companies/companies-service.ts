import type {
  AddressInput,
  Company,
  CreateCompanyRequest,
  PatchCompanyRequest,
} from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/app-error';
import { keysetPage, type KeysetPage, type PageRequest } from '../../http/pagination';
import type { Caller } from '../../shared/access-tokens';
import { writeAuditEvent } from '../../shared/audit';
import { scopeOf } from '../../shared/caller-scope';
import { newId } from '../../shared/ids';
import { toCompany } from './company-mapper';
import {
  countCompanies,
  countEmployeesByCompany,
  findAddresses,
  findCompany,
  findOwners,
  insertCompany,
  listCompanies,
  updateCompany,
  upsertAddress,
  type AddressKind,
  type CompanyRow,
} from './repository';

export async function readCompany(db: Db, id: string): Promise<Company> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('The company');
  const [addresses, owners, counts] = await Promise.all([
    findAddresses(db, [id]),
    findOwners(db, id),
    countEmployeesByCompany(db, [id]),
  ]);
  return toCompany(row, addresses, owners, counts.get(id) ?? 0);
}

export async function getCompany(
  context: AppContext,
  caller: Caller,
  id: string,
): Promise<Company> {
  const { db } = context.database;
  await scopeOf(caller, db).assertCanManageCompany(id);
  return readCompany(db, id);
}

export async function pageCompanies(
  context: AppContext,
  caller: Caller,
  query: { search?: string | undefined; status?: string | undefined },
  request: PageRequest,
): Promise<KeysetPage<CompanyRow> & { employeeCounts: Map<string, number> }> {
  const { db } = context.database;
  const scope = scopeOf(caller, db);
  const filter = { ...query, companyIds: scope.isAdmin ? null : await scope.ownedCompanyIds() };
  const page = await keysetPage({
    request,
    fetch: (args) => listCompanies(db, filter, args),
    count: () => countCompanies(db, filter),
    keyOf: (row) => [row.name, row.id],
  });
  const employeeCounts = await countEmployeesByCompany(
    db,
    page.items.map((row) => row.id),
  );
  return { ...page, employeeCounts };
}

const addressKinds: [
  keyof Pick<CreateCompanyRequest, 'physicalAddress' | 'mailingAddress' | 'legalFilingAddress'>,
  AddressKind,
][] = [
  ['physicalAddress', 'physical'],
  ['mailingAddress', 'mailing'],
  ['legalFilingAddress', 'legal_filing'],
];

async function writeAddresses(
  db: Db,
  companyId: string,
  input: Partial<Record<(typeof addressKinds)[number][0], AddressInput | null | undefined>>,
): Promise<void> {
  for (const [field, kind] of addressKinds) {
    const address = input[field];
    if (address) await upsertAddress(db, companyId, kind, address);
  }
}

export async function createCompany(
  context: AppContext,
  caller: Caller,
  input: CreateCompanyRequest,
): Promise<Company> {
  const { db } = context.database;
  const now = context.clock.now().toISOString();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertCompany(trx, {
      id,
      name: input.name,
      status: 'onboarding',
      is_registered_with_irs: input.isRegisteredWithIrs ? 1 : 0,
      federal_ein: input.federalEin ?? null,
      federal_filing_form: input.federalFillingForm ?? null,
      business_entity_type: input.businessEntityType ?? null,
      industry_type: input.industryType ?? null,
      suta_rate_basis_points: null,
      onboarding_draft: null,
      created_at: now,
      updated_at: now,
    });
    await writeAddresses(trx, id, input);
    await writeAuditEvent(trx, now, {
      actorUserId: caller.userId,
      action: 'company.created',
      entityType: 'company',
      entityId: id,
      companyId: id,
      details: { name: input.name },
    });
  });
  return readCompany(db, id);
}

export async function patchCompany(
  context: AppContext,
  caller: Caller,
  id: string,
  input: PatchCompanyRequest,
): Promise<Company> {
  const { db } = context.database;
  const scope = scopeOf(caller, db);
  await scope.assertCanManageCompany(id);
  if (input.status !== undefined && !scope.isAdmin) {
    throw new AppError('forbidden', "Only platform administrators can change a company's status.");
  }
  const now = context.clock.now().toISOString();
  const current = await findCompany(db, id);
  if (!current) throw notFound('The company');
  await db.transaction().execute(async (trx) => {
    if (input.status === 'active' && current.status !== 'active') {
      const owners = await findOwners(trx, id);
      if (owners.length === 0)
        throw conflict('A company needs at least one owner before it becomes active.');
    }
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.isRegisteredWithIrs !== undefined
        ? { is_registered_with_irs: input.isRegisteredWithIrs ? 1 : 0 }
        : {}),
      ...(input.federalEin !== undefined ? { federal_ein: input.federalEin } : {}),
      ...(input.federalFillingForm !== undefined
        ? { federal_filing_form: input.federalFillingForm }
        : {}),
      ...(input.businessEntityType !== undefined
        ? { business_entity_type: input.businessEntityType }
        : {}),
      ...(input.industryType !== undefined ? { industry_type: input.industryType } : {}),
      updated_at: now,
    };
    if (!(await updateCompany(trx, id, changes, input.version))) {
      throw conflict(
        'The company was changed by someone else in the meantime. Reload it and try again.',
      );
    }
    await writeAddresses(trx, id, input);
    const fields = Object.keys(input).filter((key) => key !== 'version');
    await writeAuditEvent(trx, now, {
      actorUserId: caller.userId,
      action:
        input.status !== undefined && input.status !== current.status
          ? 'company.status-changed'
          : 'company.updated',
      entityType: 'company',
      entityId: id,
      companyId: id,
      details: {
        fields,
        ...(input.status !== undefined ? { from: current.status, to: input.status } : {}),
      },
    });
  });
  return readCompany(db, id);
}
