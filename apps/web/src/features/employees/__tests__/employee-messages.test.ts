import { describe, expect, it } from 'vitest';
import { messageIdOf } from '@web/shared/forms/message-table';
import en from '../locales/en.json';
import {
  contractMessageIds,
  employeeCodeMessages,
  employeeMessages,
} from '../model/employee-messages';
import shared from '@web/shared/i18n/locales/en.json';

const catalogue: Record<string, string> = { ...shared, ...en };

describe('the employee forms’ messages', () => {
  it('has a catalogue text for every contract message and server code it names', () => {
    for (const id of [...Object.values(contractMessageIds), ...Object.values(employeeCodeMessages)])
      expect(catalogue, id).toHaveProperty([id]);
    for (const id of [...Object.values(employeeMessages.issueCodes), employeeMessages.fallback])
      expect(catalogue, id).toHaveProperty([id]);
  });

  it('says the contract’s own sentences the same way in English', () => {
    // Several contract sentences say one thing; they share the shortest text.
    const reworded = ['Enter the pay rate in whole cents'];
    for (const [message, id] of Object.entries(contractMessageIds)) {
      if (reworded.includes(message) || message.startsWith('must')) continue;
      expect(catalogue[id], message).toBe(message);
    }
  });

  it('passes its own ids through and shows an unknown server sentence as written', () => {
    expect(messageIdOf(employeeMessages, { message: 'employees.validation.money' })).toBe(
      'employees.validation.money',
    );
    expect(messageIdOf(employeeMessages, { message: 'Enter the job title' })).toBe(
      'employees.validation.jobTitle',
    );
    expect(
      messageIdOf(employeeMessages, { type: 'server', message: 'Refused by the bank' }),
    ).toBeNull();
    expect(messageIdOf(employeeMessages, { type: 'too_big', message: 'Too big: >100' })).toBe(
      'employees.validation.tooLarge',
    );
  });
});
