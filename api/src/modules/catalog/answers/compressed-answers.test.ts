import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedAnswers } from './compressed-answers';

const json = Buffer.from(JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ sku: `RØYK-${i}`, title: 'Røykvarsler – 10 år' }))));

describe('CompressedAnswers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses with %s into bytes that decompress to the answer', async (encoding, unpack) => {
    const packed = await new CompressedAnswers(10_000_000).get('list', encoding, () => json);
    expect(packed.length).toBeLessThan(json.length / 5);
    expect(unpack(packed).equals(json)).toBe(true);
  });

  it('compresses once for requests arriving together and for those that come later', async () => {
    const answers = new CompressedAnswers(10_000_000);
    let bodies = 0;
    const body = () => {
      bodies += 1;
      return json;
    };
    const together = await Promise.all(Array.from({ length: 20 }, () => answers.get('list', 'br', body)));
    const later = await answers.get('list', 'br', body);
    expect(bodies).toBe(1);
    for (const packed of [...together, later]) expect(packed).toBe(together[0]);
  });

  it('keeps each encoding and key apart', async () => {
    const answers = new CompressedAnswers(10_000_000);
    const other = Buffer.from(JSON.stringify([{ other: true }]));
    const br = await answers.get('list', 'br', () => json);
    const gzip = await answers.get('list', 'gzip', () => json);
    expect(gzip).not.toBe(br);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
    expect(brotliDecompressSync(await answers.get('other', 'br', () => other)).equals(other)).toBe(true);
  });

  it('lets go of copies beyond its budget and compresses them again when asked', async () => {
    const first = await new CompressedAnswers(1_000_000).get('list', 'gzip', () => json);
    const answers = new CompressedAnswers(first.length); // half the budget is less than one copy
    let bodies = 0;
    const body = () => {
      bodies += 1;
      return json;
    };
    await answers.get('a', 'gzip', body);
    await answers.get('b', 'gzip', body);
    await answers.get('c', 'gzip', body);
    expect(gunzipSync(await answers.get('a', 'gzip', body)).equals(json)).toBe(true);
    expect(bodies).toBe(4);
  });

  it('leaves nothing behind when an answer cannot be made, and makes it on the next request', async () => {
    const answers = new CompressedAnswers(1_000_000);
    const failing = () => {
      throw new Error('no body');
    };
    expect(() => answers.get('list', 'br', failing)).toThrow('no body');
    expect(brotliDecompressSync(await answers.get('list', 'br', () => json)).equals(json)).toBe(true);
  });
});
