import type { RuleId } from './rules';

export type Severity = 'error' | 'warning';

/** A problem found in a NACHA file. */
export type AchFinding = {
  /** 1-based physical line (record number for a file written as one unbroken line). */
  readonly line: number;
  /** NACHA field name, e.g. "Entry Hash". */
  readonly field: string;
  readonly rule: RuleId;
  readonly message: string;
  readonly severity: Severity;
};

/** A problem found in the typed input, before anything is written. */
export type InputFinding = {
  /** e.g. "batches[0].entries[2].routingNumber". */
  readonly path: string;
  readonly batchIndex?: number;
  readonly entryIndex?: number;
  /** The input's own field name, e.g. "routingNumber". */
  readonly field: string;
  readonly rule: RuleId;
  readonly message: string;
};

/** Thrown by writeAch when the model breaks a rule, with every finding. */
export class AchInputError extends Error {
  readonly findings: readonly InputFinding[];

  constructor(findings: readonly InputFinding[]) {
    const first = findings[0];
    super(
      `${findings.length} problem(s) in the ACH input` +
        (first ? `, first: ${first.path}: ${first.message}` : ''),
    );
    this.name = 'AchInputError';
    this.findings = findings;
  }
}
