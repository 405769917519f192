import { inflateSync } from 'node:zlib';

const woffHeaderSize = 44;
const woffEntrySize = 20;
const sfntHeaderSize = 12;
const sfntRecordSize = 16;

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType file it wraps (W3C WOFF 1.0, section 5:
 * a header, a table directory, and each table zlib-compressed when that made it smaller).
 *
 * The font library reads WOFF too, but inflates a table again, in JavaScript, each time it
 * reads from it: subsetting a few emoji then inflated the whole glyph table once per glyph
 * (300 ms a stub). Unpacked once at load, the face is read like any TrueType file.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = woffHeaderSize + index * woffEntrySize;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not unpack to its length');
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const dataStart = sfntHeaderSize + count * sfntRecordSize;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), dataStart);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  // The WOFF directory is sorted by tag already, as the table records must be.
  let offset = dataStart;
  tables.forEach((table, index) => {
    const record = sfntHeaderSize + index * sfntRecordSize;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
