import type {
  Contractor,
  ContractorListItem,
  ContractorPayment,
  ContractorPaymentPreview,
  Form1099NecList,
} from '@paydesk/contracts';

export const COMPANY = '0190c0de-0000-7000-8000-000000000001';
export const ANA_ID = '0190c0de-0000-7000-8000-0000000000c1';
export const STUDIO_ID = '0190c0de-0000-7000-8000-0000000000c2';

export const ana: Contractor = {
  id: ANA_ID,
  companyId: COMPANY,
  type: 'individual',
  firstName: 'Ana',
  lastName: 'Pop',
  businessName: null,
  displayName: 'Ana Pop',
  tinType: 'ssn',
  tinMasked: '***-**-6789',
  tinMissing: false,
  email: 'ana.pop@example.test',
  address: {
    addressLine1: '12 Elm St',
    addressLine2: null,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  },
  paymentMethod: 'direct_deposit',
  backupWithholding: false,
  backupWithholdingReason: null,
  status: 'active',
  invitation: { status: 'none', sentAt: null, expiresAt: null },
  version: 2,
  createdAt: '2026-03-02T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
};

/** A business that gave no TIN yet: backup withholding applies. */
export const studio: Contractor = {
  ...ana,
  id: STUDIO_ID,
  type: 'business',
  firstName: null,
  lastName: null,
  businessName: 'Blue Door Studio LLC',
  displayName: 'Blue Door Studio LLC',
  tinType: null,
  tinMasked: null,
  tinMissing: true,
  email: 'hello@bluedoor.example.test',
  backupWithholding: true,
  backupWithholdingReason: 'no_tin',
};

export const listItemOf = (contractor: Contractor): ContractorListItem => ({
  id: contractor.id,
  type: contractor.type,
  displayName: contractor.displayName,
  email: contractor.email,
  tinType: contractor.tinType,
  tinMasked: contractor.tinMasked,
  tinMissing: contractor.tinMissing,
  paymentMethod: contractor.paymentMethod,
  backupWithholding: contractor.backupWithholding,
  status: contractor.status,
});

export const pageOf = <T>(items: T[]) => ({ items, totalItems: items.length, totalPages: 1 });

/** Ana $1,500.00 + $40.00 expenses; the studio $1,000.00 less 24% backup withholding. */
export const preview: ContractorPaymentPreview = {
  payDate: '2026-12-04',
  items: [
    {
      contractorId: ANA_ID,
      contractorName: 'Ana Pop',
      contractorType: 'individual',
      amountCents: 150_000,
      reimbursementCents: 4_000,
      backupWithholdingCents: 0,
      netCents: 154_000,
      memo: 'November design work',
      paymentMethod: 'direct_deposit',
    },
    {
      contractorId: STUDIO_ID,
      contractorName: 'Blue Door Studio LLC',
      contractorType: 'business',
      amountCents: 100_000,
      reimbursementCents: 0,
      backupWithholdingCents: 24_000,
      netCents: 76_000,
      memo: null,
      paymentMethod: 'check',
    },
  ],
  amountCents: 250_000,
  reimbursementCents: 4_000,
  backupWithholdingCents: 24_000,
  netCents: 230_000,
  totalCents: 254_000,
};

export const approved: ContractorPayment = {
  id: '0190c0de-0000-7000-8000-0000000000p1',
  companyId: COMPANY,
  payDate: preview.payDate,
  status: 'approved',
  items: preview.items.map((line, index) => ({
    ...line,
    id: `0190c0de-0000-7000-8000-0000000000i${index}`,
    status: 'pending',
    returnCode: null,
  })),
  amountCents: preview.amountCents,
  reimbursementCents: preview.reimbursementCents,
  backupWithholdingCents: preview.backupWithholdingCents,
  netCents: preview.netCents,
  totalCents: preview.totalCents,
  achFileId: null,
  createdAt: '2026-12-01T09:00:00Z',
  version: 1,
};

export const forms1099 = (year: number): Form1099NecList => ({
  year,
  thresholdCents: 200_000,
  dueDate: `${year + 1}-02-01`,
  items: [
    {
      contractorId: ANA_ID,
      name: 'Ana Pop',
      contractorType: 'individual',
      tinMasked: '***-**-6789',
      box1Cents: 250_000,
      box4Cents: 0,
      states: [],
      paymentCount: 2,
      required: true,
    },
  ],
});
