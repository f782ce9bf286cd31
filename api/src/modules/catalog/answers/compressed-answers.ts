import { type Encoding, compressOnce } from '../../../infra/http/compression';
import { BoundedTexts } from './bounded-texts';

/**
 * Answers compressed once and sent to every request asking for them in that encoding, within a
 * byte budget (BoundedTexts). Requests arriving while an answer is being compressed wait for that
 * same compression: fifty browsers opening a large category start one, not fifty.
 */
export class CompressedAnswers {
  private readonly kept: BoundedTexts<string, Buffer>;
  private readonly running = new Map<string, Promise<Buffer>>();

  constructor(budget: number) {
    this.kept = new BoundedTexts<string, Buffer>(budget);
  }

  /** The answer `key` in `encoding`; `body` is called only when it has to be compressed. */
  get(key: string, encoding: Encoding, body: () => Buffer): Promise<Buffer> {
    const id = `${encoding}|${key}`;
    const kept = this.kept.peek(id);
    if (kept !== undefined) return Promise.resolve(kept);
    let running = this.running.get(id);
    if (!running) {
      running = compressOnce(body(), encoding)
        .then((packed) => this.kept.get(id, () => packed))
        .finally(() => this.running.delete(id));
      this.running.set(id, running);
    }
    return running;
  }
}
