import type { AchFinding, Severity } from '../findings';
import type { RuleId } from '../rules';
import { RULES } from '../rules';
import { digitsAt } from '../text';

export type ReadMode = 'strict' | 'lenient';

/** Collects findings, giving each the severity its rule has in the chosen mode. */
export class FindingSink {
  readonly findings: AchFinding[] = [];
  private readonly mode: ReadMode;

  constructor(mode: ReadMode) {
    this.mode = mode;
  }

  add(line: number, field: string, rule: RuleId, message: string): void {
    const severity: Severity =
      this.mode === 'lenient' && RULES[rule].strictOnly ? 'warning' : 'error';
    this.findings.push({ line, field, rule, message, severity });
  }
}

/** A numeric field against the value the records give. */
export function compareNumber(
  sink: FindingSink,
  line: number,
  label: string,
  rule: RuleId,
  raw: string,
  expected: number,
  source = 'the records give',
): void {
  const value = digitsAt(raw, 0, raw.length);
  if (Number.isNaN(value)) sink.add(line, label, 'numeric', `"${raw}" is not digits`);
  else if (value !== expected) {
    sink.add(
      line,
      label,
      rule,
      `is ${raw}, ${source} ${String(expected).padStart(raw.length, '0')}`,
    );
  }
}
