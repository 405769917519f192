import { describe, expect, it } from 'vitest';
import { inboxOrder } from '../model/inbox';

describe('the inbox order', () => {
  it('puts pending first by nearest first day, then decided ones latest first', () => {
    const requests = [
      { id: 'approved-old', status: 'approved', startDate: '2026-10-01' },
      { id: 'pending-late', status: 'pending', startDate: '2026-12-20' },
      { id: 'denied-new', status: 'denied', startDate: '2026-12-01' },
      { id: 'pending-soon', status: 'pending', startDate: '2026-12-02' },
      { id: 'cancelled', status: 'cancelled', startDate: '2026-11-01' },
    ];
    expect(inboxOrder(requests).map((request) => request.id)).toEqual([
      'pending-soon',
      'pending-late',
      'denied-new',
      'cancelled',
      'approved-old',
    ]);
    // The list given is left as it was.
    expect(requests[0]?.id).toBe('approved-old');
  });
});
