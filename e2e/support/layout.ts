import type { Locator, Page } from 'playwright-core';

/**
 * The texts in `scope` (elements matching `selector`) that do not fit their box: cut with an
 * ellipsis, or clipped. A reader would see only part of them.
 */
export function cutTexts(scope: Locator, selector: string): Promise<string[]> {
  return scope
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent ?? ''),
    );
}

// Grids measure their width after a resize (a ResizeObserver), then lay out again.
const LAYOUT_SETTLES_MS = 400;

/**
 * Runs `check` at a 1366 px wide window (a common laptop), then restores the window and lets the
 * page lay out again, so that the next click does not land on a row being redrawn.
 */
export async function at1366<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: before?.height ?? 900 });
  await page.waitForTimeout(LAYOUT_SETTLES_MS);
  try {
    return await check();
  } finally {
    if (before) {
      await page.setViewportSize(before);
      await page.waitForTimeout(LAYOUT_SETTLES_MS);
    }
  }
}
