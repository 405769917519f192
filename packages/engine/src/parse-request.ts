import { paycheckRequestSchema, type PaycheckRequest } from '@paydesk/contracts';
import { EngineInputError, formatFieldPath } from './errors';

/**
 * Validates raw input (parsed JSON) against the calculator contract. The first problem becomes
 * an EngineInputError naming its field; defaults of optional fields are filled in.
 */
export const parsePaycheckRequest = (input: unknown): PaycheckRequest => {
  const parsed = paycheckRequestSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue === undefined) throw new EngineInputError('request', 'is not a valid paycheck request');
  if (issue.code === 'unrecognized_keys') {
    return unknownField([...issue.path, issue.keys[0] ?? '']);
  }
  throw new EngineInputError(formatFieldPath(issue.path) || 'request', issue.message);
};

const unknownField = (path: readonly PropertyKey[]): never => {
  throw new EngineInputError(formatFieldPath(path), 'is not a field of the paycheck request');
};
