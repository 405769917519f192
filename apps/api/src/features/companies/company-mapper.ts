import type { Address, Company, CompanyListItem } from '@paydesk/contracts';
import type { AddressRow, CompanyListRow, CompanyRow, findOwners } from './repository';

type OwnerRow = Awaited<ReturnType<typeof findOwners>>[number];

const toAddress = (row: AddressRow | undefined): Address | null =>
  row
    ? {
        id: row.id,
        addressLine1: row.address_line1,
        addressLine2: row.address_line2,
        city: row.city,
        state: row.state as Address['state'],
        zipCode: row.zip_code,
        phoneNumber: row.phone_number,
      }
    : null;

export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

export function toCompany(
  row: CompanyRow,
  addresses: AddressRow[],
  owners: OwnerRow[],
  employeeCount: number,
): Company {
  const address = (kind: string) =>
    toAddress(addresses.find((a) => a.company_id === row.id && a.kind === kind));
  return {
    id: row.id,
    name: row.name,
    status: row.status as Company['status'],
    owners: owners.map((owner) => ({
      employeeId: owner.employee_id,
      firstName: owner.first_name,
      lastName: owner.last_name,
      email: owner.email,
      phoneNumber: owner.phone_number,
      ownershipPercentage: basisPointsToPercent(owner.ownership_basis_points),
    })),
    isRegisteredWithIrs: row.is_registered_with_irs === 1,
    federalEin: row.federal_ein,
    federalFillingForm: row.federal_filing_form,
    businessEntityType: row.business_entity_type,
    industryType: row.industry_type,
    physicalAddress: address('physical'),
    mailingAddress: address('mailing'),
    legalFilingAddress: address('legal_filing'),
    employeeCount,
    version: row.version,
    createdAt: row.created_at,
  };
}

export const toCompanyListItem = (row: CompanyListRow): CompanyListItem => ({
  id: row.id,
  name: row.name,
  status: row.status as CompanyListItem['status'],
  federalEin: row.federal_ein,
  employeeCount: Number(row.employee_count ?? 0),
  createdAt: row.created_at,
});
