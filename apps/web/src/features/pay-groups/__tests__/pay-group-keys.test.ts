import { describe, expect, it } from 'vitest';
import { payGroupListKeys } from '@web/shared/server-state/pay-group-list-keys';
import { payGroupsQueryOptions } from '../api/list-pay-groups';
import { payGroupKeys } from '../api/pay-group-keys';

describe('the pay-group list cache', () => {
  it('is the shared list key, which the employee screens read too', () => {
    expect(payGroupsQueryOptions('c1').queryKey).toEqual(payGroupListKeys.list('c1'));
  });

  it('falls under the key a pay-group change invalidates', () => {
    expect(payGroupKeys.all).toEqual(payGroupListKeys.all);
    expect(payGroupListKeys.list('c1').slice(0, payGroupKeys.all.length)).toEqual(payGroupKeys.all);
  });
});
