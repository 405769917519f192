import { PER_HOURS_MESSAGE } from '@paydesk/contracts';
import type { MessageTable } from '@web/shared/forms/message-table';
import type { CodeMessages } from '@web/shared/forms/problem';

/**
 * The time-off contract's messages, each with a catalogue text saying the same; those with a
 * number inside (the hours' bounds) by how they start.
 */
export const timeOffMessages: MessageTable = {
  contract: {
    [PER_HOURS_MESSAGE]: 'timeOff.validation.perHours',
    'Ask for more than 0 hours': 'timeOff.validation.requestHours',
    'The last day must not be before the first': 'timeOff.validation.dates',
    'Choose a policy': 'timeOff.validation.policy',
    'Choose the employee': 'timeOff.validation.employee',
    'Use at most 80 characters': 'timeOff.validation.nameMax',
    'Use at most 500 characters': 'timeOff.validation.noteMax',
    'Enter the policy’s name': 'timeOff.validation.name',
  },
  prefixes: [
    ['Enter hours from', 'timeOff.validation.hours'],
    ['Enter whole days', 'timeOff.validation.days'],
    ['must be a', 'timeOff.validation.date'],
  ],
  issueCodes: {
    invalid_type: 'timeOff.validation.required',
    invalid_value: 'timeOff.validation.required',
  },
  fallback: 'timeOff.validation.invalid',
  passThrough: /^timeOff\.validation\./,
  serverAsWritten: true,
};

/** The server's refusals the forms say in their own words, by domain code. */
export const timeOffCodeMessages: CodeMessages = {
  'time_off.already_assigned': 'timeOff.validation.alreadyAssigned',
  'time_off.balance_exceeded': 'timeOff.validation.aboveBalance',
  'time_off.waiting_period': 'timeOff.validation.waitingPeriod',
  'time_off.not_assigned': 'timeOff.validation.notAssigned',
};
