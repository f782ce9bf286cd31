import { type Socket, connect } from 'node:net';

/** Bytes each connection reads into, again and again: reading allocates nothing. */
const READ_BUFFER_BYTES = 256 * 1024;
const HEADER_END = '\r\n\r\n';
const LINE_FEED = 0x0a;

export interface CountedAnswer {
  status: number;
  /** Bytes of the body, as sent (without chunk framing). */
  bytes: number;
  ms: number;
}

/** Counts a body's bytes as they come in. */
interface BodyCounter {
  bytes: number;
  /** Takes buffer[from, to); true once the body is complete. Throws on bytes beyond its end. */
  take(buffer: Buffer, from: number, to: number): boolean;
}

/** A body of Content-Length bytes. */
class LengthBody implements BodyCounter {
  bytes = 0;
  constructor(private remaining: number) {}

  take(_buffer: Buffer, from: number, to: number): boolean {
    const size = to - from;
    if (size > this.remaining) throw new Error('more bytes than the Content-Length');
    this.bytes += size;
    this.remaining -= size;
    return this.remaining === 0;
  }
}

/**
 * A chunked body (what the compression plugin streams): size lines in hex, each chunk's data and
 * its CRLF, then a zero size line and the final CRLF (the API sends no trailers).
 */
class ChunkedBody implements BodyCounter {
  bytes = 0;
  private line = '';
  /** Data bytes left in the current chunk, then the 2 of its CRLF; -1 while a size line is read. */
  private left = -1;
  private dataLeft = 0;
  private last = false;

  take(buffer: Buffer, from: number, to: number): boolean {
    for (let at = from; at < to; ) {
      if (this.left < 0) {
        at = this.readSizeLine(buffer, at, to);
        continue;
      }
      const size = Math.min(this.left, to - at);
      const data = Math.min(size, this.dataLeft);
      this.bytes += data;
      this.dataLeft -= data;
      this.left -= size;
      at += size;
      if (this.left > 0) continue;
      if (this.last) {
        if (at < to) throw new Error('bytes after the last chunk');
        return true;
      }
      this.left = -1;
    }
    return false;
  }

  /** Reads (part of) a size line from `at`; returns where reading goes on. */
  private readSizeLine(buffer: Buffer, at: number, to: number): number {
    const end = buffer.indexOf(LINE_FEED, at);
    if (end < 0 || end >= to) {
      this.line += buffer.toString('latin1', at, to);
      return to;
    }
    const size = Number.parseInt((this.line + buffer.toString('latin1', at, end)).split(';')[0] ?? '', 16);
    if (Number.isNaN(size)) throw new Error('a chunk size that is not hexadecimal');
    this.line = '';
    this.last = size === 0;
    this.dataLeft = size;
    this.left = size + 2;
    return end + 1;
  }
}

interface Pending {
  resolve: (answer: CountedAnswer) => void;
  reject: (error: Error) => void;
  started: number;
  head: string;
  status: number;
  body?: BodyCounter;
}

/**
 * One kept-alive HTTP/1.1 connection that sends GETs one at a time and only counts the bytes of
 * each answer, reading into one reused buffer (net's `onread`). For answers of many megabytes
 * node:http costs the load generator more CPU than the API spends sending them (a Buffer per
 * read, garbage collection), so the load generator would set the pace.
 */
export class ByteCountingConnection {
  private readonly socket: Socket;
  private pending: Pending | undefined;
  private failure: Error | undefined;

  constructor(private readonly host: string, port: number) {
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    const callback = (size: number) => {
      this.read(buffer, size);
      return true; // keep reading
    };
    this.socket = connect({ host, port, onread: { buffer, callback } });
    this.socket.setNoDelay(true);
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  get(path: string, headers: Record<string, string>): Promise<CountedAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, started: performance.now(), head: '', status: 0 };
      this.socket.write(`GET ${path} HTTP/1.1\r\nhost: ${this.host}\r\n${lines.join('')}\r\n`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(buffer: Buffer, size: number): void {
    const pending = this.pending;
    if (!pending) return;
    try {
      let from = 0;
      if (!pending.body) {
        // The head is small: kept as text until its end is in.
        const before = pending.head.length;
        pending.head += buffer.toString('latin1', 0, size);
        const end = pending.head.indexOf(HEADER_END);
        if (end < 0) return;
        from = end + HEADER_END.length - before;
        pending.body = this.bodyOf(pending, pending.head.slice(0, end));
      }
      // Also with no bytes left over (from === size): a Content-Length of 0 is complete at once.
      if (!pending.body.take(buffer, from, size)) return;
      this.pending = undefined;
      pending.resolve({ status: pending.status, bytes: pending.body.bytes, ms: performance.now() - pending.started });
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private bodyOf(pending: Pending, head: string): BodyCounter {
    pending.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length !== undefined) return new LengthBody(Number(length));
    if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return new ChunkedBody();
    throw new Error(`an answer with neither Content-Length nor chunks (status ${pending.status})`);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
    this.socket.destroy();
  }
}
