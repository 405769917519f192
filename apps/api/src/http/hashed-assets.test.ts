import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './hashed-assets';

const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among the encodings the client names', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
  });

  it('skips an encoding refused with q=0 and one the build has no copy in', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('BR; Q=0.0, *;q=0', both)).toBeNull();
    expect(chooseEncoding('br, gzip', { gzip: both.gzip })).toBe('gzip');
    expect(chooseEncoding('br, gzip', {})).toBeNull();
  });
});
