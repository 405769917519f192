import { describe, expect, it } from 'vitest';
import { nullCharacterPath } from './request-body';

describe('finding a NUL in a parsed body', () => {
  it('names the first text or key holding one, as a field path', () => {
    expect(nullCharacterPath({ name: 'Lakeside', lines: [{ employeeId: 'a' }] })).toBeNull();
    expect(nullCharacterPath({ lines: [{ memo: 'ok' }, { employeeId: 'a\u0000' }] })).toBe(
      'body.lines.1.employeeId',
    );
    expect(nullCharacterPath({ payrolls: ['\u0000'] })).toBe('body.payrolls.0');
    expect(nullCharacterPath({ 'na\u0000me': 'x' })).toBe('body.na\\0me');
    expect(nullCharacterPath('\u0000')).toBe('body');
    expect(nullCharacterPath([1, true, null, { deep: { deeper: ['x', 'y\u0000'] } }])).toBe(
      'body.3.deep.deeper.1',
    );
  });
});
