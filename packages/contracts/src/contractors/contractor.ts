import * as z from '../z';
import { emailSchema } from '../auth/auth-requests';
import { paymentMethodSchema } from '../employees/employee-enums';
import { employeeAddressSchema } from '../employees/employee-sections';
import { pageOf } from '../http/page';
import { versionSchema } from '../record-keys';
import { plainLine } from '../text';
import { checkTin, tinSchema, tinTypeSchema } from './tin';

export const CONTRACTOR_PAGE_SIZE = 25;

/** A person paid on a 1099 (`individual`, a sole proprietor too) or a company (`business`). */
export const contractorTypes = ['individual', 'business'] as const;
export const contractorTypeSchema = z.enum(contractorTypes, {
  error: 'Choose individual or business',
});
export type ContractorType = z.infer<typeof contractorTypeSchema>;

/** `inactive`: no longer paid, kept for its payments and 1099s (records are never deleted). */
export const contractorStatuses = ['active', 'inactive'] as const;
export const contractorStatusSchema = z.enum(contractorStatuses, {
  error: 'Choose active or inactive',
});
export type ContractorStatus = z.infer<typeof contractorStatusSchema>;

/**
 * Why 24% backup withholding applies: `no_tin` (the contractor gave no TIN, set and cleared by
 * Paydesk) or `irs_notice` (the owner received an IRS notice: a wrong TIN, a B notice, or
 * underreported interest).
 */
export const backupWithholdingReasons = ['no_tin', 'irs_notice'] as const;
export const backupWithholdingReasonSchema = z.enum(backupWithholdingReasons);
export type BackupWithholdingReason = z.infer<typeof backupWithholdingReasonSchema>;

/** The contractor address is the one the 1099-NEC is mailed to. */
export const contractorAddressSchema = employeeAddressSchema;
export type ContractorAddress = z.infer<typeof contractorAddressSchema>;

const name = (max = 100) =>
  plainLine(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`))),
  );

const contractorNameFields = {
  firstName: name(),
  lastName: name(),
  /** The business's legal name (W-9 line 1), or an individual's business or trade name (line 2). */
  businessName: name(200),
};

type NameFields = {
  type?: ContractorType | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  businessName?: string | null | undefined;
};

/** An individual is named by their first and last names, a business by its business name. */
export function contractorNameProblems(value: NameFields): { path: string; message: string }[] {
  const blank = (text: string | null | undefined) => !text || text.trim() === '';
  const problems: { path: string; message: string }[] = [];
  if (value.type === 'individual') {
    if (blank(value.firstName))
      problems.push({ path: 'firstName', message: 'Enter the first name' });
    if (blank(value.lastName)) problems.push({ path: 'lastName', message: 'Enter the last name' });
  }
  if (value.type === 'business' && blank(value.businessName)) {
    problems.push({ path: 'businessName', message: 'Enter the business’s legal name' });
  }
  return problems;
}

const checkNames = (value: NameFields, context: z.core.$RefinementCtx) => {
  for (const problem of contractorNameProblems(value)) {
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  }
};

/** `tinType` must come with a TIN (it says how to read it). */
const checkTinType = (
  value: { tinType?: string | null | undefined; tin?: string | null | undefined },
  context: z.core.$RefinementCtx,
) => {
  if (value.tin && !value.tinType) {
    context.addIssue({ code: 'custom', path: ['tinType'], message: 'Choose SSN or EIN' });
  }
};

/**
 * `POST /contractors` (with `Company-ID`). The TIN may be left out until the contractor gives
 * their W-9: backup withholding then applies (`no_tin`). `backupWithholding: true` records an
 * IRS notice.
 */
export const createContractorRequestSchema = z
  .object({
    type: contractorTypeSchema,
    ...contractorNameFields,
    tinType: z.nullish(tinTypeSchema),
    tin: z.nullish(tinSchema),
    email: emailSchema,
    address: contractorAddressSchema,
    paymentMethod: z._default(paymentMethodSchema, 'direct_deposit'),
    backupWithholding: z.optional(z.boolean({ error: 'Say true or false' })),
  })
  .check(z.superRefine(checkNames), z.superRefine(checkTinType), z.superRefine(checkTin))
  .register(z.globalRegistry, { id: 'CreateContractorRequest' });
export type CreateContractorRequest = z.input<typeof createContractorRequestSchema>;
export type CreateContractorInput = z.output<typeof createContractorRequestSchema>;

/**
 * `PATCH /contractors/{id}` by the owner: the fields sent change, the rest stay. `tin` sent
 * replaces the one on file (answers only ever show it masked). The email is the contractor's
 * sign-in once invited, and changes only before that.
 */
export const updateContractorRequestSchema = z
  .object({
    type: z.optional(contractorTypeSchema),
    ...contractorNameFields,
    tinType: z.nullish(tinTypeSchema),
    tin: z.nullish(tinSchema),
    email: z.optional(emailSchema),
    address: z.optional(contractorAddressSchema),
    paymentMethod: z.optional(paymentMethodSchema),
    backupWithholding: z.optional(z.boolean({ error: 'Say true or false' })),
    status: z.optional(contractorStatusSchema),
    version: versionSchema,
  })
  .check(z.superRefine(checkTinType), z.superRefine(checkTin))
  .register(z.globalRegistry, { id: 'UpdateContractorRequest' });
export type UpdateContractorRequest = z.input<typeof updateContractorRequestSchema>;
export type UpdateContractorInput = z.output<typeof updateContractorRequestSchema>;

/**
 * `PATCH /me/contractor`: the contractor completes their own W-9 (names, address, and the TIN
 * while none is on file) and how they are paid.
 */
export const updateOwnContractorRequestSchema = z
  .object({
    ...contractorNameFields,
    tinType: z.nullish(tinTypeSchema),
    tin: z.nullish(tinSchema),
    address: z.optional(contractorAddressSchema),
    paymentMethod: z.optional(paymentMethodSchema),
    version: versionSchema,
  })
  .check(z.superRefine(checkTinType), z.superRefine(checkTin))
  .register(z.globalRegistry, { id: 'UpdateOwnContractorRequest' });
export type UpdateOwnContractorRequest = z.input<typeof updateOwnContractorRequestSchema>;
export type UpdateOwnContractorInput = z.output<typeof updateOwnContractorRequestSchema>;

export const contractorInvitationStatuses = ['none', 'pending', 'expired', 'accepted'] as const;
/** The contractor's newest invitation (`POST /contractors/{id}/invitation` answers it). */
export const contractorInvitationSchema = z
  .object({
    status: z.enum(contractorInvitationStatuses),
    sentAt: z.nullable(z.string()),
    expiresAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ContractorInvitation' });
export type ContractorInvitation = z.infer<typeof contractorInvitationSchema>;

/** The SPA page a contractor's invitation link opens (`?token=`); it posts to the accept call. */
export const CONTRACTOR_INVITATION_PAGE = '/accept-contractor-invitation';

const text = z.nullable(z.string());

/** A contractor as answered: the TIN only masked (`***-**-1234`, `**-***1234`). */
export const contractorSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    type: contractorTypeSchema,
    firstName: text,
    lastName: text,
    businessName: text,
    /** The business name of a business, "First Last" of an individual. */
    displayName: z.string(),
    tinType: z.nullable(tinTypeSchema),
    tinMasked: text,
    tinMissing: z.boolean(),
    email: z.string(),
    address: contractorAddressSchema,
    paymentMethod: paymentMethodSchema,
    backupWithholding: z.boolean(),
    backupWithholdingReason: z.nullable(backupWithholdingReasonSchema),
    status: contractorStatusSchema,
    invitation: contractorInvitationSchema,
    version: z.number().check(z.int()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Contractor' });
export type Contractor = z.infer<typeof contractorSchema>;

/** A row of `GET /companies/{id}/contractors`. */
export const contractorListItemSchema = z
  .object({
    id: z.string(),
    type: contractorTypeSchema,
    displayName: z.string(),
    email: z.string(),
    tinType: z.nullable(tinTypeSchema),
    tinMasked: text,
    tinMissing: z.boolean(),
    paymentMethod: paymentMethodSchema,
    backupWithholding: z.boolean(),
    status: contractorStatusSchema,
  })
  .register(z.globalRegistry, { id: 'ContractorListItem' });
export type ContractorListItem = z.infer<typeof contractorListItemSchema>;

export const contractorPageSchema = pageOf(contractorListItemSchema);
export type ContractorPage = z.infer<typeof contractorPageSchema>;

/** The company's contractor list: `status` and `q` (name or email). */
export const contractorListQuerySchema = z.object({
  status: z.optional(contractorStatusSchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type ContractorListQuery = z.infer<typeof contractorListQuerySchema>;
