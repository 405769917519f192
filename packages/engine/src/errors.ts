/**
 * The one error the engine throws for bad input. `field` is the path of the offending input
 * (`earnings[0].hours`, `state.basicAllowances`, `taxYear`) so a form can point at it.
 */
export class EngineInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'EngineInputError';
    this.field = field;
  }
}

export const isEngineInputError = (error: unknown): error is EngineInputError =>
  error instanceof EngineInputError;

/** Renders a zod-style path (`['earnings', 0, 'hours']`) as `earnings[0].hours`. */
export const formatFieldPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const name = String(segment);
    return text === '' ? name : `${text}.${name}`;
  }, '');
