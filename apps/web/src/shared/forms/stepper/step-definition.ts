import type * as z from 'zod/mini';

/** Who completes a step: the employer, or the employee in self-service onboarding. */
export type StepOwner = 'employer' | 'employee';

/**
 * One step of a multi-step form, as data: a new step is a new entry, not a new page wired by hand.
 * `fields` are the top-level form fields the step owns (a server error on one of them sends the
 * person back to it); `schema` checks the step's part of the form before it moves on.
 */
export type StepDefinition<Id extends string = string> = {
  id: Id;
  labelId: string;
  owner: StepOwner;
  fields: readonly string[];
  schema?: z.core.$ZodType;
};

/** The step that owns a field (`owners.0.email` → the owners step), or the last step. */
export function stepOfField(steps: readonly StepDefinition[], field: string): number {
  const top = field.split('.')[0] ?? '';
  const index = steps.findIndex((step) => step.fields.includes(top));
  return index === -1 ? steps.length - 1 : index;
}

/** The steps a person still has to see: those they own, in order. */
export const stepsOwnedBy = <Step extends StepDefinition>(
  steps: readonly Step[],
  owner: StepOwner,
): Step[] => steps.filter((step) => step.owner === owner);
