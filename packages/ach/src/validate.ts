import type { AchFinding } from './findings';
import { readAchDetails } from './read/read';
import type { ReadOptions } from './read/read';

export type ValidationReport = {
  readonly valid: boolean;
  readonly findings: readonly AchFinding[];
};

/** Checks a NACHA file; `valid` is false when any finding is an error. */
export function validateAch(text: string, options: ReadOptions = {}): ValidationReport {
  // The same reading as readAch, without keeping the entries for a model nobody asked for.
  const { valid, findings } = readAchDetails(text, options, false);
  return { valid, findings };
}
