import * as z from './z';

// C0 and C1 control characters (a name or an address line has none, not even a tab or a newline).
// Matching them is the point of these expressions.
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// The same, except tab and line breaks, which a message may hold.
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Direction overrides and isolates, and the invisible direction marks: they make text display
// in another order than it is stored (a classic way to disguise a name or a link).
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE = 'Contains a broken character; type it again';
export const CONTROL_TEXT_MESSAGE =
  'Use letters, digits, spaces and punctuation only (no control or text-direction characters)';

/** What is wrong with a text a person typed, or null when it is plain text. */
export function textProblem(value: string, multiline = false): string | null {
  if (LONE_SURROGATE.test(value)) return BROKEN_TEXT_MESSAGE;
  if ((multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value)) return CONTROL_TEXT_MESSAGE;
  if (DIRECTION_CONTROLS.test(value)) return CONTROL_TEXT_MESSAGE;
  return null;
}

/**
 * A name or one line of free text: refuses ill-formed Unicode, control characters and direction
 * overrides with a clear message. Every name and text field of the contracts goes through it.
 */
export const plainLine = <T extends z.ZodMiniType<string | undefined | null>>(schema: T) =>
  schema.check(
    z.superRefine((value, context) => {
      const problem = typeof value === 'string' ? textProblem(value) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

/** Free text over several lines (a message): tabs and line breaks are fine, the rest as above. */
export const plainText = <T extends z.ZodMiniType<string | undefined | null>>(schema: T) =>
  schema.check(
    z.superRefine((value, context) => {
      const problem = typeof value === 'string' ? textProblem(value, true) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
