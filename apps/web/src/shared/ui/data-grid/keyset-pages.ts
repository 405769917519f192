/**
 * Page navigation over keyset (Page-Key) cursors. The server cannot jump to page n, so we
 * remember the key that fetched each page we have seen: page 0 has none, page n + 1 is fetched
 * with the next-page-key that page n answered. Going back reuses a remembered key.
 */
export type KeysetState = { pageIndex: number; keys: (string | null)[] };

export const initialKeysetState: KeysetState = { pageIndex: 0, keys: [null] };

export function keyOfCurrentPage(state: KeysetState): string | null {
  return state.keys[state.pageIndex] ?? null;
}

/**
 * Moves to `target` when it can be reached: the same page, any page already seen, or the page
 * right after the current one when the current page answered a next key.
 */
export function movePage(
  state: KeysetState,
  target: number,
  nextKeyOfCurrent: string | null,
): KeysetState {
  if (target < 0) return state;
  if (target < state.keys.length) return { ...state, pageIndex: target };
  if (target === state.pageIndex + 1 && nextKeyOfCurrent) {
    return { pageIndex: target, keys: [...state.keys.slice(0, target), nextKeyOfCurrent] };
  }
  return state;
}
