import { onboardingDraftSchema, type OnboardingDraft } from '@paydesk/contracts';
import { rawDraftOf, type WizardValues } from './wizard-values';

function removeAt(target: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0 || !target || typeof target !== 'object') return false;
  const [head, ...rest] = path;
  const record = target as Record<PropertyKey, unknown>;
  if (head === undefined || !(head in record)) return false;
  if (rest.length > 0) return removeAt(record[head], rest);
  if (Array.isArray(record)) record.splice(Number(head), 1);
  else Reflect.deleteProperty(record, head);
  return true;
}

/**
 * The draft to save at a step: everything typed so far that the draft contract accepts. A part
 * that is not valid yet (say, half an email on a later step) is left out rather than failing
 * the save; the form keeps it, and the step that owns it checks it before moving on.
 */
export function draftOf(values: WizardValues, currentStep: number): OnboardingDraft {
  const draft = rawDraftOf(values, currentStep);
  // Each pass removes the parts the contract names; a draft has far fewer parts than this.
  for (let pass = 0; pass < 50; pass += 1) {
    const result = onboardingDraftSchema.safeParse(draft);
    if (result.success) return result.data;
    const removed = result.error.issues.map((issue) => removeAt(draft, issue.path));
    if (!removed.some(Boolean)) break;
  }
  return { currentStep };
}
