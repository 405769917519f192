import type { Problem } from './check/problem';
import type { InputFinding } from './findings';
import type { RuleId } from './rules';

export type PathSegment = string | number;

export function problemPath(p: Problem): PathSegment[] {
  switch (p.scope) {
    case 'file':
    case 'file-control':
      return [p.field];
    case 'batch':
    case 'batch-control':
      return ['batches', p.batch, p.field];
    case 'entry':
    case 'addenda':
      return ['batches', p.batch, 'entries', p.entry, p.field];
    case 'offset':
      return p.field === 'offset'
        ? ['batches', p.batch, 'offset']
        : ['batches', p.batch, 'offset', p.field];
  }
}

function formatPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, i) =>
      typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`,
    )
    .join('');
}

export function inputFinding(
  path: readonly PathSegment[],
  rule: RuleId,
  message: string,
): InputFinding {
  const batchIndex = path[0] === 'batches' && typeof path[1] === 'number' ? path[1] : undefined;
  const entryIndex = path[2] === 'entries' && typeof path[3] === 'number' ? path[3] : undefined;
  const field = [...path].reverse().find((s): s is string => typeof s === 'string') ?? '';
  return {
    path: formatPath(path),
    ...(batchIndex === undefined ? {} : { batchIndex }),
    ...(entryIndex === undefined ? {} : { entryIndex }),
    field,
    rule,
    message,
  };
}

export function toInputFinding(p: Problem): InputFinding {
  return inputFinding(problemPath(p), p.rule, p.message);
}
