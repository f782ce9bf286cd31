import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { gzipAround, gzipWith } from './gzip-around';

describe('an answer gzip-compressed around a middle that differs per request', () => {
  it('reads back as the whole, its CRC and length checked, whatever the middle', async () => {
    const before = Buffer.from('<!doctype html><html><head><style>' + 'main { color: red } '.repeat(2_000) + '</style>');
    const after = Buffer.from('</head><body>' + '<li>Bevegelsesdetektor æøå</li>'.repeat(3_000) + '</body></html>');
    const around = await gzipAround(before, after);
    for (const middle of [Buffer.alloc(0), Buffer.from('{"userId":{"userId":"u-1"}}'), randomBytes(70_000), Buffer.from('ø'.repeat(40_000))]) {
      const sent = gzipWith(around, middle);
      expect(gunzipSync(sent).equals(Buffer.concat([before, middle, after]))).toBe(true);
      // Compressed, not the page's size.
      expect(sent.byteLength).toBeLessThan((before.byteLength + after.byteLength) / 4 + middle.byteLength + 64);
    }
  });
});
