import { readerLanguages } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { contractorInvitationMail } from './contractor-invitation-mail';

const link = 'https://paydesk.example/accept-contractor-invitation?token=a%2Fb_c-1';
const mail = (language: (typeof readerLanguages)[number], companyName: string | null) =>
  contractorInvitationMail('ana@example.com', language, {
    name: 'Ana',
    companyName,
    link,
    days: 7,
  });

describe('the contractor invitation mail in each language', () => {
  it('keeps the link on a line of its own, untouched, and greets by name', () => {
    for (const language of readerLanguages) {
      const lines = mail(language, 'Lakeside Bakery LLC').text.split('\n');
      expect(lines).toContain(link);
      expect(lines[0]).toContain('Ana');
    }
  });

  it('names the client in the language when the company has no name on file', () => {
    expect(readerLanguages.map((language) => mail(language, null).subject)).toEqual([
      'Your client invites you to Paydesk',
      'Votre client vous invite sur Paydesk',
      'Clientul dumneavoastră vă invită în Paydesk',
      '您的客户邀请您使用 Paydesk',
    ]);
  });
});
