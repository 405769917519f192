import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateAch } from '../src/index';
import type { AchFinding, ReadOptions } from '../src/index';

export const SAMPLES = [
  'moov-ppd-debit',
  'moov-ppd-mixedDebitCredit',
  'moov-web-debit',
  'payroll-ppd-balanced',
] as const;

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/** A fixture as the CLI reads it: one character per byte. */
export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'latin1');
}

export function payrollInput(): Record<string, unknown> & { batches: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(fixturePath('payroll-input.json'), 'utf8'));
}

export function lines(text: string): string[] {
  return text.split('\n');
}

/** Line `n` (1-based) of a text. */
export function lineOf(text: string, n: number): string {
  const line = lines(text)[n - 1];
  if (line === undefined) throw new Error(`no line ${n}`);
  return line;
}

/** Replaces the characters of 1-based line `line` from 1-based position `pos` on. */
export function edit(text: string, line: number, pos: number, value: string): string {
  const all = lines(text);
  const current = all[line - 1];
  if (current === undefined) throw new Error(`no line ${line}`);
  all[line - 1] = current.slice(0, pos - 1) + value + current.slice(pos - 1 + value.length);
  return all.join('\n');
}

export function replaceLine(text: string, line: number, value: string): string {
  const all = lines(text);
  all[line - 1] = value;
  return all.join('\n');
}

export function errors(text: string, options: ReadOptions = {}): AchFinding[] {
  return validateAch(text, options).findings.filter((f) => f.severity === 'error');
}

/** The errors as "line:rule", the shape the rule tests compare. */
export function errorKeys(text: string, options: ReadOptions = {}): string[] {
  return errors(text, options).map((f) => `${f.line}:${f.rule}`);
}
