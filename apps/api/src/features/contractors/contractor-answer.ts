import {
  maskTin,
  type BackupWithholdingReason,
  type Contractor,
  type ContractorAddress,
  type ContractorInvitation,
  type ContractorListItem,
  type ContractorStatus,
  type ContractorType,
  type PaymentMethod,
  type TinType,
} from '@paydesk/contracts';
import type { ContractorRow } from './contractor-repository';
import type { LatestContractorInvitation } from './invitation-repository';

/** What a contractor's newest invitation says now (an inactive contractor's is withdrawn). */
export function contractorInvitationState(
  latest: LatestContractorInvitation | undefined,
  now: string,
  isInactive = false,
): ContractorInvitation {
  if (!latest) return { status: 'none', sentAt: null, expiresAt: null };
  const base = { sentAt: latest.created_at, expiresAt: latest.expires_at };
  if (latest.used_at !== null && latest.used_at < latest.expires_at) {
    return { status: 'accepted', ...base };
  }
  if (latest.used_at !== null || latest.expires_at <= now || isInactive) {
    return { status: 'expired', ...base };
  }
  return { status: 'pending', ...base };
}

/** The stored address JSON, read back (written only from the contracts' address schema). */
export function addressOf(row: ContractorRow): ContractorAddress {
  const parsed = JSON.parse(row.address) as Partial<ContractorAddress>;
  return {
    addressLine1: parsed.addressLine1 ?? '',
    addressLine2: parsed.addressLine2 ?? null,
    city: parsed.city ?? '',
    state: (parsed.state ?? 'AL') as ContractorAddress['state'],
    zipCode: parsed.zipCode ?? '',
  };
}

/** The TIN as answers show it: the last four only, in its type's layout. */
export function tinAnswerOf(row: ContractorRow) {
  const tinType = row.tin_type as TinType | null;
  const tinMasked = tinType && row.tin_last4 ? maskTin(tinType, row.tin_last4) : null;
  return { tinType: tinMasked ? tinType : null, tinMasked, tinMissing: tinMasked === null };
}

/** A contractor as answered: never the TIN, only its last four. */
export function toContractor(row: ContractorRow, invitation: ContractorInvitation): Contractor {
  return {
    id: row.id,
    companyId: row.company_id,
    type: row.type as ContractorType,
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    displayName: row.display_name,
    ...tinAnswerOf(row),
    email: row.email,
    address: addressOf(row),
    paymentMethod: row.payment_method as PaymentMethod,
    backupWithholding: row.backup_withholding === 1,
    backupWithholdingReason: row.backup_withholding_reason as BackupWithholdingReason | null,
    status: row.status as ContractorStatus,
    invitation,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toContractorListItem(row: ContractorRow): ContractorListItem {
  return {
    id: row.id,
    type: row.type as ContractorType,
    displayName: row.display_name,
    email: row.email,
    ...tinAnswerOf(row),
    paymentMethod: row.payment_method as PaymentMethod,
    backupWithholding: row.backup_withholding === 1,
    status: row.status as ContractorStatus,
  };
}
