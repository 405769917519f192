import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Ticks a data grid's row. The grid draws its rows again just after they first appear (it
 * measures itself, then lays out), and a click on a row being redrawn is lost: tick until the box
 * stays ticked, reading it again only after the click has had time to land.
 */
export async function tickGridRow(grid: Locator, rowId: string): Promise<void> {
  const box = grid.locator(`[data-id="${rowId}"] input[type="checkbox"]`);
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked())) {
          await box.click({ timeout: 5_000 }).catch(() => undefined);
          await box.page().waitForTimeout(250);
        }
        return box.isChecked();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}
