import { describe, expect, it } from 'vitest';
import { messageIdOf, type MessageTable } from './message-table';

const table: MessageTable = {
  contract: { 'Enter the city': 'x.validation.city' },
  prefixes: [['Ownership adds up to', 'x.validation.total']],
  issueCodes: { too_big: 'x.validation.tooLong' },
  fallback: 'x.validation.invalid',
  passThrough: /^x\.validation\./,
  serverAsWritten: true,
};

describe('the one message mapper', () => {
  it('maps contract messages, numbered messages and issue codes to catalogue ids', () => {
    expect(messageIdOf(table, { message: 'Enter the city' })).toBe('x.validation.city');
    expect(messageIdOf(table, { message: 'Ownership adds up to 150%' })).toBe('x.validation.total');
    expect(messageIdOf(table, { type: 'too_big', message: 'Too big: <= 5' })).toBe(
      'x.validation.tooLong',
    );
    expect(messageIdOf(table, { type: 'custom', message: '?' })).toBe('x.validation.invalid');
  });

  it('passes catalogue ids through and leaves the server’s own sentences as written', () => {
    expect(messageIdOf(table, { type: 'server', message: 'x.validation.city' })).toBe(
      'x.validation.city',
    );
    expect(messageIdOf(table, { type: 'server', message: 'Only one per company' })).toBeNull();
    expect(
      messageIdOf({ ...table, serverAsWritten: false }, { type: 'server', message: 'No' }),
    ).toBe('x.validation.invalid');
  });
});
