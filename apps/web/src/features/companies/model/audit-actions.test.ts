import { auditActions } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { auditActionLabelId } from './audit-actions';

describe('audit action labels', () => {
  it.each(auditActions)('names %s in the catalogue', (action) => {
    const id = auditActionLabelId(action);
    expect(id).toBe(`companies.audit.${action}`);
    expect(en[id as keyof typeof en]).toEqual(expect.any(String));
  });

  it('leaves a code of no current action as it is', () => {
    expect(auditActionLabelId('event-01')).toBeNull();
  });
});
