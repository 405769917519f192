import {
  createContractorPaymentRequestSchema,
  createContractorRequestSchema,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { messageIdOf } from '@web/shared/forms/message-table';
import en from '../locales/en.json';
import { contractorContractMessageIds, contractorMessages } from '../model/messages';

const catalogue: Record<string, string> = en;

// Contract messages that are not sentences a reader sees as they are: said another way.
const reworded = new Set([
  'is more than one ACH payment carries ($99,999,999.99)',
  'must be a date YYYY-MM-DD',
  'must be a real date YYYY-MM-DD',
  'Add the contractors to pay',
]);

describe('the contractor forms’ messages', () => {
  it('say each contract message in the same English words, or reworded on purpose', () => {
    for (const [message, id] of Object.entries(contractorContractMessageIds)) {
      if (id.startsWith('validation.')) continue;
      const text = catalogue[id];
      expect(text, id).toBeTruthy();
      if (!reworded.has(message)) expect(text, id).toBe(message);
    }
  });

  it('know every message the contracts give a bad contractor and a bad payment run', () => {
    const contractor = createContractorRequestSchema.safeParse({
      type: 'business',
      tinType: 'ein',
      tin: '00-1234567',
      email: 'nope',
      address: { addressLine1: '', city: '', state: 'XX', zipCode: '1' },
      paymentMethod: 'wire',
    });
    const payment = createContractorPaymentRequestSchema.safeParse({
      payDate: '2026-02-30',
      items: [{ contractorId: '', amountCents: 0, reimbursementCents: -1 }],
    });
    const issues = [
      ...(contractor.success ? [] : contractor.error.issues),
      ...(payment.success ? [] : payment.error.issues),
    ];
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) {
      const id = messageIdOf(contractorMessages, { message: issue.message, type: issue.code });
      expect(id, issue.message).not.toBe(contractorMessages.fallback);
    }
  });
});
