import { contactMessageRequestSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { contractMessageIds, validationMessageId } from './validation-message';

const english = catalogues.en as Record<string, string>;

describe('validation messages', () => {
  it('maps each known contract message to a catalogue entry with the same English text', () => {
    for (const [text, id] of Object.entries(contractMessageIds)) expect(english[id]).toBe(text);
  });

  it('covers every message the contact form contract can raise', () => {
    const result = contactMessageRequestSchema.safeParse({
      name: '',
      email: 'x',
      company: 'c'.repeat(121),
      topic: 'sales',
      message: 'short',
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(contractMessageIds[issue.message], issue.message).toBeDefined();
    }
  });

  it('falls back by issue code, and passes catalogue ids through', () => {
    expect(validationMessageId({ type: 'too_big', message: 'Too big: expected <=5' })).toBe(
      'validation.tooLong',
    );
    expect(validationMessageId({ message: 'validation.money' })).toBe('validation.money');
    expect(validationMessageId({ type: 'custom' })).toBe('validation.invalid');
    for (const id of ['validation.tooLong', 'validation.invalid', 'validation.money']) {
      expect(english[id]).toBeDefined();
    }
  });
});
