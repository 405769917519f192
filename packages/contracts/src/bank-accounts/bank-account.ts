import * as z from '../z';
import {
  bankAccountFieldsSchema,
  bankAccountTypeSchema,
  splitKindSchema,
} from './bank-account-input';
import { splitValueRule } from './bank-account-split';
import { recordIdSchema } from '../record-keys';

const idSchema = recordIdSchema();
/** A query's id is a look-up, like a path's: any text, and 404 for one that names nothing. */
const queryIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** An account belongs to the company, one employee or one contractor: never two of them. */
const oneHolder = (
  value: { employeeId?: string | null | undefined; contractorId?: string | null | undefined },
  context: z.core.$RefinementCtx,
) => {
  if (value.employeeId && value.contractorId) {
    context.addIssue({
      code: 'custom',
      path: ['contractorId'],
      message: 'An account belongs to an employee or a contractor, not both',
    });
  }
};

/**
 * `POST /bank-accounts`: a company's funding account (no `employeeId` nor `contractorId`), one of
 * an employee's deposit accounts, or a contractor's. Left out, `amountOrPercentage` means the
 * remainder.
 */
export const createBankAccountRequestSchema = z
  .extend(bankAccountFieldsSchema, {
    companyId: idSchema,
    employeeId: z.nullish(idSchema),
    contractorId: z.nullish(idSchema),
  })
  .check(z.superRefine(splitValueRule), z.superRefine(oneHolder))
  .register(z.globalRegistry, { id: 'CreateBankAccountRequest' });
export type CreateBankAccountRequest = z.input<typeof createBankAccountRequestSchema>;
export type CreateBankAccountInput = z.output<typeof createBankAccountRequestSchema>;

/** `GET /bank-accounts?companyId=…[&employeeId=…|&contractorId=…]`. */
export const bankAccountListQuerySchema = z.object({
  companyId: queryIdSchema,
  employeeId: z.optional(queryIdSchema),
  contractorId: z.optional(queryIdSchema),
});
export type BankAccountListQuery = z.infer<typeof bankAccountListQuerySchema>;

/**
 * `active`: used by payroll; `pending`: added by the employee themself and usable from the next
 * business day; `inactive`: a company funding account that a newer one replaced.
 */
export const bankAccountStatuses = ['active', 'pending', 'inactive'] as const;
export const bankAccountStatusSchema = z.enum(bankAccountStatuses);
export type BankAccountStatus = z.infer<typeof bankAccountStatusSchema>;

/** An account as answered: never the full number, only its last four characters. */
export const bankAccountSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    employeeId: z.nullable(z.string()),
    /** The contractor holding the account (null for a company's or an employee's). */
    contractorId: z.optional(z.nullable(z.string())),
    bankName: z.string(),
    accountType: bankAccountTypeSchema,
    routingNumber: z.string(),
    accountNumberLast4: z.string(),
    /** Null for a company's funding account, which is not split. */
    amountOrPercentage: z.nullable(splitKindSchema),
    /** Cents for `amount`, a percentage for `percentage`, null for the remainder. */
    amountOrPercentageValue: z.nullable(z.number()),
    status: bankAccountStatusSchema,
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z
  .object({ items: z.array(bankAccountSchema) })
  .register(z.globalRegistry, { id: 'BankAccountList' });
export type BankAccountList = z.infer<typeof bankAccountListSchema>;
