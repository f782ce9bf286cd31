import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * An answer whose middle differs per request around parts that do not (a price group's kept page,
 * each person's session block in its head), sent gzip-compressed without compressing the whole
 * per request. Gzip's deflate data is a run of blocks: one compressor's blocks flushed to a byte
 * boundary (Z_SYNC_FLUSH) may be followed by any other blocks, as they refer back only to what
 * they themselves wrote. So the part before the middle and the part after it are compressed once;
 * the middle goes per request as a stored (uncompressed) block; the trailer's CRC-32 is worked out
 * over the whole (zlib's crc32: some 25 µs for 125 kB, against 1.5–2 ms to compress it).
 */
export interface GzipAround {
  /** `before`, compressed and flushed to a byte boundary (no final block). */
  readonly beforeCompressed: Buffer;
  /** `after`, compressed with the final block. */
  readonly afterCompressed: Buffer;
  /** `after` as it is: the CRC-32 runs over it per request. */
  readonly after: Buffer;
  readonly crcBefore: number;
  readonly lengthBefore: number;
}

/** Compresses the parts around the middle, once (on libuv's threads). */
export async function gzipAround(before: Buffer, after: Buffer): Promise<GzipAround> {
  const [beforeCompressed, afterCompressed] = await Promise.all([deflateRawAsync(before, { finishFlush: constants.Z_SYNC_FLUSH }), deflateRawAsync(after)]);
  return { beforeCompressed, afterCompressed, after, crcBefore: crc32(before), lengthBefore: before.byteLength };
}

/** gzip's header: deflate, no name or time, from an unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** The whole answer, gzip-compressed, with `middle` between the parts `around` was made of. */
export function gzipWith(around: GzipAround, middle: Buffer): Buffer {
  const stored: Buffer[] = [];
  for (let offset = 0; offset < middle.byteLength; offset += STORED_MAX) {
    const part = middle.subarray(offset, offset + STORED_MAX);
    // Not the final block, type 00 (stored); byte-aligned after the flush, so its header is one 0 byte, then LEN and NLEN.
    const header = Buffer.alloc(5);
    header.writeUInt16LE(part.byteLength, 1);
    header.writeUInt16LE(~part.byteLength & 0xffff, 3);
    stored.push(header, part);
  }
  const crc = crc32(around.after, crc32(middle, around.crcBefore));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((around.lengthBefore + middle.byteLength + around.after.byteLength) % 2 ** 32, 4);
  return Buffer.concat([HEADER, around.beforeCompressed, ...stored, around.afterCompressed, trailer]);
}
