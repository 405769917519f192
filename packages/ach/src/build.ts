import type { z } from 'zod';
import { canonicalizeFile } from './canonical';
import type { InputFinding } from './findings';
import { inputFinding } from './input-findings';
import type { PathSegment } from './input-findings';
import { achInputSchema } from './input-schema';
import type { AchFile } from './model';
import type { RuleId } from './rules';
import { RULES } from './rules';
import { serializeAch } from './write';

export type InputResult =
  | { readonly ok: true; readonly file: AchFile }
  | { readonly ok: false; readonly findings: readonly InputFinding[] };

export type BuildResult =
  | { readonly ok: true; readonly file: AchFile; readonly text: string }
  | { readonly ok: false; readonly findings: readonly InputFinding[] };

const MISSING = 'is missing';

/** Parse options under which a missing field reads "is missing" (rule `required`). */
export const INPUT_PARSE_OPTIONS = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : undefined),
};

function ruleOf(issue: z.core.$ZodIssue): RuleId {
  const given: unknown = issue.code === 'custom' ? issue.params?.['rule'] : undefined;
  if (typeof given === 'string' && given in RULES) return given as RuleId;
  if (issue.message === MISSING) return 'required';
  return issue.code === 'unrecognized_keys' ? 'unknown-field' : 'input-type';
}

/** The findings of one zod issue of an input schema (build input, return file input). */
export function findingsOf(issue: z.core.$ZodIssue): InputFinding[] {
  const path = issue.path.filter((s): s is PathSegment => typeof s !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) =>
      inputFinding([...path, key], 'unknown-field', `unknown field "${key}"`),
    );
  }
  return [inputFinding(path, ruleOf(issue), issue.message)];
}

/**
 * Validates a build input (parsed JSON) and gives the model it describes: text fields
 * upper-cased, stripped to the allowed characters and cut to their widths, createdAt in UTC,
 * defaults left out. Reports every problem, each with its batch and entry index and field.
 */
export function parseAchInput(input: unknown): InputResult {
  const parsed = achInputSchema.safeParse(input, INPUT_PARSE_OPTIONS);
  if (!parsed.success) return { ok: false, findings: parsed.error.issues.flatMap(findingsOf) };
  return { ok: true, file: canonicalizeFile(parsed.data) };
}

/** parseAchInput, then the file text. */
export function buildAch(input: unknown): BuildResult {
  const result = parseAchInput(input);
  return result.ok ? { ok: true, file: result.file, text: serializeAch(result.file) } : result;
}
