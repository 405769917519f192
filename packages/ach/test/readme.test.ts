import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/index';

const README = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

describe('README rules table', () => {
  it('lists every rule once, with its lenient severity', () => {
    const section = README.slice(
      README.indexOf('## Rules'),
      README.indexOf('## Strict and lenient'),
    );
    const rows = section
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => /^`[a-z-]+`$/.test(cells[1] ?? ''));
    const documented = rows.map((cells) => (cells[1] ?? '').slice(1, -1));
    expect([...documented].sort()).toEqual(Object.keys(RULES).sort());
    for (const cells of rows) {
      const id = (cells[1] ?? '').slice(1, -1) as keyof typeof RULES;
      const [strict, lenient] = cells.slice(-3, -1);
      expect([id, strict, lenient]).toEqual([
        id,
        'error',
        RULES[id].strictOnly ? 'warning' : 'error',
      ]);
    }
  });
});
