import { readerLanguages } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { employeeInvitationMail } from './invitation-mail';

const link = 'https://paydesk.example/accept-invitation?token=a%2Fb_c-1';
const mail = (language: (typeof readerLanguages)[number], companyName: string | null) =>
  employeeInvitationMail('ana@example.com', language, {
    firstName: 'Ana',
    companyName,
    link,
    days: 7,
  });

describe('the employee invitation mail in each language', () => {
  it('keeps the link on a line of its own, untouched, and greets by name', () => {
    for (const language of readerLanguages) {
      const lines = mail(language, 'Lakeside Bakery LLC').text.split('\n');
      expect(lines).toContain(link);
      expect(lines[0]).toContain('Ana');
    }
  });

  it('names the employer in the language when the company has no name on file', () => {
    expect(readerLanguages.map((language) => mail(language, null).subject)).toEqual([
      'Your employer invites you to Paydesk',
      'Votre employeur vous invite sur Paydesk',
      'Angajatorul dumneavoastră vă invită în Paydesk',
      '您的雇主邀请您使用 Paydesk',
    ]);
    expect(mail('zh', '湖畔面包坊').subject).toBe('湖畔面包坊邀请您使用 Paydesk');
    expect(mail('zh', 'Lakeside Bakery LLC').subject).toBe(
      'Lakeside Bakery LLC 邀请您使用 Paydesk',
    );
  });
});
