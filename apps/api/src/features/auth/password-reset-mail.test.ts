import { readerLanguages } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const link = 'https://paydesk.example/reset-password?token=a%2Fb_c-1';

describe('the password-reset mail in each language', () => {
  it('keeps the link on a line of its own, untouched, says how long it works, and greets by name', () => {
    const subjects = new Set<string>();
    for (const language of readerLanguages) {
      const mail = passwordResetMail('ana@example.com', language, {
        firstName: 'Ana',
        link,
        minutes: 30,
      });
      const lines = mail.text.split('\n');
      expect(lines).toContain(link);
      expect(lines[0]).toContain('Ana');
      expect(mail.text).toContain('30');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(readerLanguages.length);
  });
});
