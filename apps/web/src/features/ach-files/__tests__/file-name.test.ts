import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../model/file-name';
import { isConflict, refusalDetail } from '../model/ach-failure';

const id = '019a6b2c-7d1e-7f00-8000-000000000001';

describe('the downloaded file’s name', () => {
  it('is the name the server gives', () => {
    expect(downloadFileName(`attachment; filename="ach-${id}.txt"`, id)).toBe(`ach-${id}.txt`);
    expect(downloadFileName(`attachment; filename=ach-${id}.txt`, id)).toBe(`ach-${id}.txt`);
  });

  it('is ach-{id}.txt (specification §9) without a header, or when the header names a path', () => {
    expect(downloadFileName(null, id)).toBe(`ach-${id}.txt`);
    expect(downloadFileName('attachment', id)).toBe(`ach-${id}.txt`);
    expect(downloadFileName('attachment; filename="../../etc/passwd"', id)).toBe(`ach-${id}.txt`);
  });
});

describe('a refused ACH call', () => {
  it('shows the server’s sentence for a refusal the user can act on', () => {
    const conflict = {
      status: 409,
      body: { code: 'ach_file.payroll_in_file', detail: 'Payroll p1 is already in an ACH file.' },
    };
    expect(refusalDetail(conflict)).toBe('Payroll p1 is already in an ACH file.');
    expect(isConflict(conflict)).toBe(true);
  });

  it('shows nothing more for a server failure, a missing detail, or a refusal of access', () => {
    expect(refusalDetail({ status: 500, body: { detail: 'Internal' } })).toBeNull();
    expect(refusalDetail({ status: 409, body: 'Wrong Services' })).toBeNull();
    expect(refusalDetail({ status: 403, body: { detail: 'Forbidden' } })).toBeNull();
    expect(refusalDetail(new Error('offline'))).toBeNull();
    expect(isConflict({ status: 422, body: { detail: 'No funding account' } })).toBe(false);
  });
});
