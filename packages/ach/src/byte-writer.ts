// The writer fills one preallocated byte array and decodes it once: a 100,000-entry file is
// then a single string, not 100,000 line strings for the garbage collector to move around.

export type ByteWriter = {
  readonly bytes: Uint8Array;
  pos: number;
};

const decoder = new TextDecoder('utf-8');

type OneByteDecoder = {
  from(
    buffer: ArrayBufferLike,
    offset: number,
    length: number,
  ): { toString(encoding: 'latin1'): string };
};
// Node's Buffer turns bytes into a one-byte string without UTF-8 validation, 10× faster than
// TextDecoder on a 10 MB file; elsewhere TextDecoder gives the same text (it is all ASCII).
const nodeBuffer = (globalThis as { Buffer?: OneByteDecoder }).Buffer;

/** A writer over `size` bytes, all spaces to begin with: text fields then only write their value. */
export function newByteWriter(size: number): ByteWriter {
  return { bytes: new Uint8Array(size).fill(32), pos: 0 };
}

/** The text written so far (ASCII only, which the checks guarantee). */
export function writtenText(w: ByteWriter): string {
  if (nodeBuffer) return nodeBuffer.from(w.bytes.buffer, 0, w.pos).toString('latin1');
  return decoder.decode(w.bytes.subarray(0, w.pos));
}

/** The exact characters of `value`. */
export function putRaw(w: ByteWriter, value: string): void {
  const { bytes } = w;
  let p = w.pos;
  for (let i = 0; i < value.length; i++) bytes[p++] = value.charCodeAt(i);
  w.pos = p;
}

/** Left-justified, space-filled (the buffer starts as spaces), cut to `width`. */
export function putText(w: ByteWriter, value: string | undefined, width: number): void {
  if (value !== undefined) {
    const { bytes } = w;
    const p = w.pos;
    const n = value.length < width ? value.length : width;
    for (let i = 0; i < n; i++) bytes[p + i] = value.charCodeAt(i);
  }
  w.pos += width;
}

/** Right-justified, space-filled (routing fields of the file header). */
export function putRight(w: ByteWriter, value: string, width: number): void {
  const pad = width - value.length;
  if (pad <= 0) {
    putText(w, value, width);
    return;
  }
  w.pos += pad;
  putRaw(w, value);
}

/** A non-negative integer, zero-filled, its rightmost `width` digits. */
export function putDigits(w: ByteWriter, value: number, width: number): void {
  const { bytes } = w;
  const start = w.pos;
  let i = start + width - 1;
  let n = value;
  // Past 2^31 the digits come off in floating point until the rest fits integer arithmetic.
  while (n > 0x7fffffff && i >= start) {
    const q = Math.floor(n / 10);
    bytes[i--] = 48 + (n - q * 10);
    n = q;
  }
  let small = n | 0;
  while (i >= start) {
    const q = (small / 10) | 0;
    bytes[i--] = 48 + (small - q * 10);
    small = q;
  }
  w.pos = start + width;
}

export function putRepeat(w: ByteWriter, byte: number, count: number): void {
  w.bytes.fill(byte, w.pos, w.pos + count);
  w.pos += count;
}
