import { acceptedEncoding } from './compression';

describe('acceptedEncoding (as @fastify/compress negotiates with br and gzip)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br ; q=0.9 , identity', 'br'],
  ])('%j → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });

  it.each([undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0', 'gzip;q=0, br;q=0', 'br;q=abc', ';;,,', 'brotli'])(
    '%j → none (the answer goes uncompressed)',
    (header) => {
      expect(acceptedEncoding(header)).toBeNull();
    },
  );
});
