/**
 * The text of an uploaded or imported file. Files are UTF-8, with or without a byte-order mark
 * (Excel's "CSV UTF-8" writes one). Anything else is refused with the line of its first wrong
 * byte, never converted: a Windows-1252 file (Excel's plain "CSV") and an ISO-8859-1 or Mac one
 * differ in exactly the letters that matter (æ, ø, å), and a guess that is wrong would write
 * wrong product names into the shop without a word. A file of plain ASCII is valid UTF-8 anyway.
 */
export type DecodedFile = { text: string } | { problem: string };

const SAVE_AS_UTF8 = 'save it as "CSV UTF-8" (Excel) or with the encoding UTF-8, and send it again';

export function decodeFile(bytes: Uint8Array): DecodedFile {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: `line 1: the file is UTF-16 text ("Unicode text" in Excel), not UTF-8: ${SAVE_AS_UTF8}` };
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const wrong = firstInvalidByte(bytes, start);
  if (wrong !== -1) {
    const byte = (bytes[wrong] as number).toString(16).toUpperCase().padStart(2, '0');
    const likely = (bytes[wrong] as number) >= 0x80 ? ' (a Windows-1252 or ISO-8859-1 file, as Excel saves plain "CSV", has such bytes for æ, ø and å)' : '';
    return { problem: `line ${lineOf(bytes, wrong)}: the file is not UTF-8 text: byte 0x${byte} cannot stand there${likely}; ${SAVE_AS_UTF8}` };
  }
  const nul = bytes.indexOf(0, start);
  if (nul !== -1) return { problem: `line ${lineOf(bytes, nul)}: the file holds a NUL byte, which no text file has: it is not a CSV or JSON file` };
  return { text: new TextDecoder('utf-8').decode(bytes.subarray(start)) };
}

function lineOf(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = bytes.indexOf(0x0a); index !== -1 && index < offset; index = bytes.indexOf(0x0a, index + 1)) line += 1;
  return line;
}

/** The offset of the first byte that is not part of well-formed UTF-8 (RFC 3629), or -1. */
export function firstInvalidByte(bytes: Uint8Array, start = 0): number {
  let index = start;
  const length = bytes.length;
  while (index < length) {
    const lead = bytes[index] as number;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let count: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) count = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      count = 2;
      if (lead === 0xe0) low = 0xa0; // no overlong forms
      if (lead === 0xed) high = 0x9f; // no surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      count = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f; // nothing above U+10FFFF
    } else return index;
    for (let next = 1; next <= count; next += 1) {
      const byte = bytes[index + next];
      const bounds = next === 1 ? [low, high] : [0x80, 0xbf];
      if (byte === undefined || byte < (bounds[0] as number) || byte > (bounds[1] as number)) return index;
    }
    index += count + 1;
  }
  return -1;
}
