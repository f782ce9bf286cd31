import { Writable } from 'node:stream';

/** A stream an import command writes its progress or its problems to, and what it wrote so far. */
export function capturedOutput(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}
