import type {
  AddressInput,
  Company,
  CreateCompanyRequest,
  PatchCompanyRequest,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Access } from '@paydesk/api/http/access';
import { employeesService } from '@paydesk/api/features/employees';
import { newId } from '@paydesk/api/platform/ids';
import { toCompany } from './company-mapper';
import {
  countCompanies,
  findAddresses,
  findCompany,
  findOwners,
  insertCompany,
  listCompanies,
  updateCompany,
  upsertAddress,
  type AddressKind,
  type CompanyListRow,
} from './repository';

export async function readCompany(db: Db, id: string): Promise<Company> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('company.not_found', 'The company');
  const [addresses, owners, counts] = await Promise.all([
    findAddresses(db, [id]),
    findOwners(db, id),
    employeesService.countByCompany(db, [id]),
  ]);
  return toCompany(row, addresses, owners, counts.get(id) ?? 0);
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

const staleCompany = () =>
  conflict(
    'company.version_stale',
    'The company was changed by someone else in the meantime. Reload it and try again.',
  );

/** The company record: the list, creating one, reading one, changing its fields or status. */
export function createCompaniesService(context: AppContext) {
  const { db } = context.database;

  async function page(
    access: Access,
    query: { search?: string | undefined; status?: string | undefined },
    request: PageRequest,
  ): Promise<KeysetPage<CompanyListRow>> {
    const filter = { ...query, companyIds: await access.companyFilter() };
    return keysetPage({
      request,
      fetch: (args) => listCompanies(db, filter, args),
      // The page's statement counted the companies too; an empty page counts them on its own.
      count: (rows) => (rows[0] ? Number(rows[0].total_items ?? 0) : countCompanies(db, filter)),
      keyOf: (row) => [row.name, row.id],
    });
  }

  async function create(access: Access, input: CreateCompanyRequest): Promise<Company> {
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
        actorUserId: access.caller.userId,
        action: 'company.created',
        entityType: 'company',
        entityId: id,
        companyId: id,
        details: { name: input.name },
      });
    });
    return readCompany(db, id);
  }

  async function patch(access: Access, id: string, input: PatchCompanyRequest): Promise<Company> {
    if (input.status !== undefined && !access.isAdmin) {
      throw new AppError(
        'company.status_admin_only',
        "Only platform administrators can change a company's status.",
      );
    }
    const now = context.clock.now().toISOString();
    const current = await findCompany(db, id);
    if (!current) throw notFound('company.not_found', 'The company');
    if (Object.keys(input).every((key) => key === 'version')) {
      // Nothing to change: no new version, no audit event; a stale version is still a conflict.
      if (input.version !== current.version) throw staleCompany();
      return readCompany(db, id);
    }
    await db.transaction().execute(async (trx) => {
      if (input.status === 'active' && current.status !== 'active') {
        const owners = await findOwners(trx, id);
        if (owners.length === 0)
          throw conflict(
            'company.owner_required',
            'A company needs at least one owner before it becomes active.',
          );
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
        throw staleCompany();
      }
      await writeAddresses(trx, id, input);
      const fields = Object.keys(input).filter((key) => key !== 'version');
      await writeAuditEvent(trx, now, {
        actorUserId: access.caller.userId,
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

  return { page, create, get: (id: string): Promise<Company> => readCompany(db, id), patch };
}
