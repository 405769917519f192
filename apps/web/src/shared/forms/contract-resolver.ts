import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { messageIdOf, type MessageTable } from './message-table';

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'>;

/**
 * Zod issues as react-hook-form errors whose messages are catalogue ids (from the form's
 * message table). An issue about a whole
 * list (e.g. owners adding up to more than 100%) lands on the list's `root`, where field arrays
 * keep their own error; an issue about the whole form lands on `root`.
 */
export function issuesToFieldErrors<T extends FieldValues>(
  issues: readonly Issue[],
  values: T,
  messages: MessageTable,
): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const name = path === '' ? 'root' : Array.isArray(get(values, path)) ? `${path}.root` : path;
    // The first problem of a field is the one to fix first.
    if (get(errors, name) !== undefined) continue;
    set(errors, name, {
      type: issue.code,
      message: messageIdOf(messages, { message: issue.message, type: issue.code }) ?? issue.message,
    });
  }
  return errors as FieldErrors<T>;
}

/** A resolver from a function that lists the problems of the form's values. */
export function issuesResolver<TValues extends FieldValues, TContext = unknown>(
  issuesOf: (values: TValues, context: TContext | undefined) => readonly Issue[],
  messages: MessageTable,
): Resolver<TValues, TContext> {
  return (values, context) => {
    const issues = issuesOf(values, context);
    if (issues.length === 0) return { values, errors: {} };
    return { values: {}, errors: issuesToFieldErrors(issues, values, messages) };
  };
}

/**
 * A resolver that turns what the form holds (strings, as typed) into the request a contract
 * describes and checks it with that contract's schema: the same rules the API applies. The form
 * keeps its own values (the shared field components work on those); the submit handler maps
 * them again with the contract's `parse` to get the request.
 */
export function contractResolver<TValues extends FieldValues>(
  validate: (values: TValues) => z.core.util.SafeParseResult<unknown>,
  messages: MessageTable,
): Resolver<TValues> {
  return issuesResolver((values: TValues) => {
    const result = validate(values);
    return result.success ? [] : result.error.issues;
  }, messages);
}
