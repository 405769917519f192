import fc from 'fast-check';

/** An id of the form the API gives out (a UUID v7), naming nothing. */
export const idShaped = fc.uuid({ version: 7 });

/** Text a careless or hostile client might send: odd Unicode, control characters, huge numbers. */
export const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '%', '%ff', '../..', '0', '-1', '1e309', 'null', '\u202e', '\ud800'),
  // PostgreSQL refuses a NUL inside text: alone, inside a word, or after an id.
  fc
    .tuple(fc.oneof(fc.string({ maxLength: 10 }), idShaped), fc.string({ maxLength: 4 }))
    .map(([before, after]) => `${before}\u0000${after}`),
  idShaped,
);

/** Numbers around the integer columns' limit (2³¹−1), most of them past it, and beyond any. */
export const bigNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 + 5,
  2 ** 40,
  2 ** 53,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  1e308,
  0.5,
);

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) as its raw bytes. */
export const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
