import { bankAccountTypes, splitKinds } from '@paydesk/contracts';
import { optionsOf } from '@web/shared/forms/options';

export const accountTypeOptions = optionsOf(bankAccountTypes, 'bankAccounts.accountType');
export const splitKindOptions = optionsOf(splitKinds, 'bankAccounts.splitKind');
