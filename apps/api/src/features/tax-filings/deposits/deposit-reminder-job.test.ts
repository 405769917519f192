import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositReminderMail } from './deposit-reminder-mail';
import { startDepositReminderJob } from './deposit-reminders';

afterEach(() => {
  vi.useRealTimers();
});

describe('the deposit reminder job', () => {
  it('runs at start and then at each interval until stopped', async () => {
    vi.useFakeTimers();
    const sendDue = vi.fn(async () => 2);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startDepositReminderJob({ sendDue }, log, 1000);
    expect(sendDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sendDue).toHaveBeenCalledTimes(4);
    expect(log.info).toHaveBeenCalledWith({ deposits: 2 }, 'tax deposit reminders sent');
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sendDue).toHaveBeenCalledTimes(4);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const failure = new Error('database away');
    const sendDue = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startDepositReminderJob({ sendDue }, log, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'tax deposit reminders failed');
    expect(sendDue).toHaveBeenCalledTimes(2);
    expect(log.info).not.toHaveBeenCalled();
    stop();
  });
});

describe('the deposit reminder mail', () => {
  const reminder = {
    firstName: 'Ana',
    companyName: 'Redwood Software Inc',
    form: '941',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    dueDate: '2026-12-15',
    amountCents: 123_456,
  };

  it('speaks each of the product’s languages, English otherwise', () => {
    const cases: [string, string, string][] = [
      ['en', 'Tax deposit of $1,234.56 due on December 15, 2026', 'Hello Ana,'],
      ['fr', 'Dépôt fiscal de 1\u202f234,56\u00a0$US à verser le 15 décembre 2026', 'Bonjour Ana,'],
      [
        'ro',
        'Depunere de impozit de 1.234,56\u00a0USD scadentă pe 15 decembrie 2026',
        'Bună ziua, Ana,',
      ],
      ['zh', '税款缴存 US$1,234.56，截止日期 2026年12月15日', 'Ana，您好：'],
      ['de', 'Tax deposit of $1,234.56 due on December 15, 2026', 'Hello Ana,'],
    ];
    for (const [language, subject, greeting] of cases) {
      const mail = depositReminderMail('owner@example.test', language, reminder);
      expect(mail.to).toBe('owner@example.test');
      expect(mail.subject, language).toBe(subject);
      expect(mail.text.split('\n')[0]).toBe(greeting);
      expect(mail.text).toContain('EFTPS');
    }
  });
});
