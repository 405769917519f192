import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, minimumNode } from './node-version.mjs';

describe('the Node.js version check at start', () => {
  it('reads its minimum from package.json, the same one the README names', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const [major, minor] = minimumNode;
    expect(readme).toContain(`Node.js ${major}.${minor} or later`);
  });

  it('accepts the minimum and later, refuses earlier', () => {
    const [major = 0, minor = 0] = minimumNode;
    expect(isSupportedNode(`${major}.${minor}.0`)).toBe(true);
    expect(isSupportedNode(`v${major}.${minor + 1}.3`)).toBe(true);
    expect(isSupportedNode(`${major + 2}.0.0`)).toBe(true);
    expect(isSupportedNode(`${major}.${minor - 1}.9`)).toBe(false);
    expect(isSupportedNode(`${major - 2}.20.0`)).toBe(false);
  });
});
