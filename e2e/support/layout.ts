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

/** Runs `check` at a 1366 px wide window (a common laptop), then restores the window. */
export async function at1366<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: before?.height ?? 900 });
  // Grids measure their width after a resize (a ResizeObserver), then lay out again.
  await page.waitForTimeout(400);
  try {
    return await check();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
