import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { stepOfField, stepsOwnedBy, type StepDefinition } from './step-definition';

const steps: StepDefinition[] = [
  { id: 'identity', labelId: 'a', owner: 'employer', fields: ['firstName', 'lastName'] },
  {
    id: 'taxes',
    labelId: 'b',
    owner: 'employee',
    fields: ['federalTax'],
    schema: z.object({ federalTax: z.object({}) }),
  },
  { id: 'review', labelId: 'c', owner: 'employer', fields: [] },
];

describe('steps as data', () => {
  it('sends a field, even a nested one, back to the step that owns it', () => {
    expect(stepOfField(steps, 'lastName')).toBe(0);
    expect(stepOfField(steps, 'federalTax.filingStatus')).toBe(1);
  });

  it('sends a field no step owns to the last step', () => {
    expect(stepOfField(steps, 'somethingElse')).toBe(2);
  });

  it('lists the steps each side completes', () => {
    expect(stepsOwnedBy(steps, 'employee').map((step) => step.id)).toEqual(['taxes']);
    expect(stepsOwnedBy(steps, 'employer').map((step) => step.id)).toEqual(['identity', 'review']);
  });
});
