import { describe, expect, it } from 'vitest';
import { presetColors, themeModes } from '../settings/settings-types';
import { contrastRatio } from './contrast';
import { presets } from './presets';

describe('preset colours', () => {
  const cases = presetColors.flatMap((preset) => themeModes.map((mode) => [preset, mode] as const));

  it.each(cases)('%s in %s mode meets WCAG AA for text on its colours', (preset, mode) => {
    const palette = presets[preset][mode];
    for (const colour of [palette.primary, palette.secondary]) {
      expect(contrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      // Links, selected menu items and outlined buttons use the main colour on the surfaces.
      expect(contrastRatio(colour.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('offers seven distinct palettes in each mode', () => {
    for (const mode of themeModes) {
      const mains = new Set(presetColors.map((preset) => presets[preset][mode].primary.main));
      expect(mains.size).toBe(7);
    }
  });

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
