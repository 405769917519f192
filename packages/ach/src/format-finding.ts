import type { AchFinding } from './findings';

/** `line N: field: message [rule]`, with ", warning" for a lenient-mode warning. */
export function formatFinding(f: AchFinding): string {
  const tag = f.severity === 'warning' ? `${f.rule}, warning` : f.rule;
  return `line ${f.line}: ${f.field}: ${f.message} [${tag}]`;
}
