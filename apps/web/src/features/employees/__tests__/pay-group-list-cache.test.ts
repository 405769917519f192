import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { payGroupListKeys } from '@web/shared/server-state/pay-group-list-keys';
import { payGroupsQueryOptions } from '../api/list-pay-groups';

describe("the employee screens' pay-group list", () => {
  it('is cached under the shared pay-group list key', () => {
    expect(payGroupsQueryOptions('c1').queryKey).toEqual(payGroupListKeys.list('c1'));
  });

  it('goes stale when the pay groups change (the pay-groups feature invalidates `all`)', async () => {
    const client = new QueryClient();
    const key = payGroupsQueryOptions('c1').queryKey;
    client.setQueryData(key, []);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: payGroupListKeys.all });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
