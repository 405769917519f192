import { describe, expect, it } from 'vitest';
import { initialKeysetState, keyOfCurrentPage, movePage } from './keyset-pages';

describe('keyset page navigation', () => {
  it('walks forward with each page’s next key and back with the remembered keys', () => {
    let state = initialKeysetState;
    expect(keyOfCurrentPage(state)).toBeNull();
    state = movePage(state, 1, 'k1');
    expect(keyOfCurrentPage(state)).toBe('k1');
    state = movePage(state, 2, 'k2');
    expect(state).toEqual({ pageIndex: 2, keys: [null, 'k1', 'k2'] });
    state = movePage(state, 1, null);
    expect(keyOfCurrentPage(state)).toBe('k1');
    state = movePage(state, 0, 'k1');
    expect(keyOfCurrentPage(state)).toBeNull();
  });

  it('refuses pages it cannot reach', () => {
    expect(movePage(initialKeysetState, 1, null)).toBe(initialKeysetState);
    expect(movePage(initialKeysetState, 3, 'k1')).toBe(initialKeysetState);
    expect(movePage(initialKeysetState, -1, 'k1')).toBe(initialKeysetState);
  });

  it('forgets keys past a page when the walk forks from it with a new key', () => {
    const state = { pageIndex: 0, keys: [null, 'old1', 'old2'] };
    // Page 1 is known, so the remembered key is used rather than a fresh one.
    expect(movePage(state, 1, 'new1')).toEqual({ pageIndex: 1, keys: [null, 'old1', 'old2'] });
  });
});
