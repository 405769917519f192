import { describe, expect, it } from 'vitest';
import {
  achPayrollsRequestSchema,
  commitPayrollRequestSchema,
  MAX_RECORD_VERSION,
  patchCompanyRequestSchema,
  recordIdSchema,
  RECORD_ID_MESSAGE,
  updatePayrollDraftRequestSchema,
  versionSchema,
} from '../src';

const id = '019ac1d4-7b2e-7c3a-9f10-2b3c4d5e6f70';

describe('record ids and versions in the contracts', () => {
  it('takes an id as the API writes them, and nothing else', () => {
    expect(recordIdSchema().safeParse(id).success).toBe(true);
    for (const text of [
      '',
      'nobody',
      `${id}\u0000`,
      id.toUpperCase(),
      // A version 4 UUID is not one of ours.
      '019ac1d4-7b2e-4c3a-9f10-2b3c4d5e6f70',
      ` ${id}`,
      `${id}0`,
    ]) {
      expect(recordIdSchema().safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    // An empty pick says so, once, in the form's words.
    expect(
      recordIdSchema('Choose an employee')
        .safeParse('')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Choose an employee']);
    const result = commitPayrollRequestSchema.safeParse({ draftId: 'draft-1' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['draftId'], RECORD_ID_MESSAGE],
    ]);
    expect(achPayrollsRequestSchema.safeParse({ payrolls: [id, '\u0000'] }).success).toBe(false);
  });

  it('holds versions to what an integer column stores', () => {
    expect(versionSchema.safeParse(MAX_RECORD_VERSION).success).toBe(true);
    expect(versionSchema.safeParse(2 ** 31).success).toBe(false);
    expect(patchCompanyRequestSchema.safeParse({ version: 2 ** 31 }).success).toBe(false);
    expect(updatePayrollDraftRequestSchema.safeParse({ version: 2 ** 53 }).success).toBe(false);
  });
});
