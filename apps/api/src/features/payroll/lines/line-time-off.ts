import type { DraftTimeOff } from '@paydesk/contracts';
import type { LineInputs } from './line-types';

/** Hours of approved time off the line pays under an earning code (the policy's kind). */
export const timeOffHoursOf = (inputs: LineInputs, code: string): number =>
  (inputs.timeOff ?? [])
    .filter((line) => line.kind === code)
    .reduce((sum, line) => Math.round((sum + line.hours) * 100) / 100, 0);

/** The line's `timeOff` as API.md shows it: hours by policy. */
export const timeOffAnswerOf = (inputs: LineInputs): DraftTimeOff[] =>
  (inputs.timeOff ?? []).map((line) => ({ policyId: line.policyId, hours: line.hours }));
