import { decodeFile, firstInvalidByte } from './decode-file';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('an import file’s text', () => {
  it('is UTF-8, with or without the byte-order mark Excel writes', () => {
    expect(decodeFile(bytes('sku;navn\nA;Dørlås'))).toEqual({ text: 'sku;navn\nA;Dørlås' });
    expect(decodeFile(bytes([0xef, 0xbb, 0xbf], 'sku;navn\nA;Dørlås'))).toEqual({ text: 'sku;navn\nA;Dørlås' });
  });

  it('is refused as Windows-1252 or ISO-8859-1, with the line of the first wrong byte, not converted', () => {
    const problem = (decodeFile(bytes('sku;navn\nA;Lås\nB;D', [0xf8], 'rl', [0xe5], 's')) as { problem: string }).problem;
    expect(problem).toMatch(/^line 3: the file is not UTF-8 text: byte 0xF8 cannot stand there .*save it as "CSV UTF-8"/);
  });

  it('is refused as UTF-16 or with a NUL byte', () => {
    expect(decodeFile(bytes([0xff, 0xfe], 'a'))).toEqual({ problem: expect.stringMatching(/^line 1: the file is UTF-16 text/) });
    expect(decodeFile(bytes([0xfe, 0xff], 'a'))).toEqual({ problem: expect.stringMatching(/^line 1: the file is UTF-16 text/) });
    expect(decodeFile(bytes('a\nb\nc', [0], 'd'))).toEqual({ problem: expect.stringMatching(/^line 3: the file holds a NUL byte/) });
  });
});

describe('well-formed UTF-8', () => {
  it('takes every length of character and refuses overlong forms, surrogates, and what lies past U+10FFFF', () => {
    expect(firstInvalidByte(bytes('a', 'ø', '€', '😀'))).toBe(-1);
    expect(firstInvalidByte(bytes('ab', [0xc0, 0xaf]))).toBe(2); // overlong "/"
    expect(firstInvalidByte(bytes('ab', [0xe0, 0x80, 0xaf]))).toBe(2); // overlong
    expect(firstInvalidByte(bytes('ab', [0xed, 0xa0, 0x80]))).toBe(2); // a surrogate
    expect(firstInvalidByte(bytes('ab', [0xf4, 0x90, 0x80, 0x80]))).toBe(2); // past U+10FFFF
    expect(firstInvalidByte(bytes('ab', [0xe2, 0x82]))).toBe(2); // cut short
    expect(firstInvalidByte(bytes('ab', [0x80]))).toBe(2); // a lone continuation byte
  });
});
