/** Draws an SVG `width` pixels wide, or at its own size when no width is given. */
export type Render = (svg: string, width: number | undefined) => Promise<Buffer>;

/** Many pictures are waiting to be drawn already: the caller is asked to come back. */
export class PicturesBusyError extends Error {
  constructor() {
    super('Too many pictures are waiting to be drawn');
    this.name = 'PicturesBusyError';
  }
}

/** Bytes a held picture costs: the PNG and its key (UTF-16 in memory). */
function costOf(key: string, picture: Buffer): number {
  return picture.length + key.length * 2;
}

/** How many drawings run at once, and how many may wait for their turn. */
export interface DrawingLimits {
  atOnce: number;
  waiting: number;
}

/**
 * Rasters already drawn, least recently used first out, within a byte budget. A picture asked
 * for again while it is being drawn waits for that drawing instead of starting another. The key
 * is the SVG text itself, so a picture follows a catalogue import that renames its supplier.
 * At most `limits.atOnce` drawings run at a time (each takes a thread of libuv's pool, which
 * password hashing and file reads need too), and at most `limits.waiting` wait: beyond that a
 * request is refused (PicturesBusyError) rather than queued without end.
 */
export class RenderedPictures {
  private readonly done = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly queue: Array<() => void> = [];
  private running = 0;
  private bytes = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly render: Render,
    private readonly limits: DrawingLimits = { atOnce: 2, waiting: 200 },
  ) {}

  get heldBytes(): number {
    return this.bytes;
  }

  /** @param beforeDrawing Called when the picture must be drawn anew (neither kept nor being drawn); may refuse by throwing. */
  async get(svg: string, width?: number, beforeDrawing?: () => void): Promise<Buffer> {
    const key = `${width ?? 'own'}\n${svg}`;
    const held = this.done.get(key);
    if (held) {
      this.done.delete(key);
      this.done.set(key, held);
      return held;
    }
    const pending = this.drawing.get(key);
    if (pending) return pending;
    if (this.running >= this.limits.atOnce && this.queue.length >= this.limits.waiting) throw new PicturesBusyError();
    beforeDrawing?.();
    const drawing = this.inTurn(() => this.render(svg, width)).finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawing);
    const picture = await drawing;
    this.keep(key, picture);
    return picture;
  }

  /** Runs `draw` when fewer than `limits.atOnce` drawings run; otherwise after those before it. */
  private async inTurn(draw: () => Promise<Buffer>): Promise<Buffer> {
    if (this.running >= this.limits.atOnce) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    try {
      return await draw();
    } finally {
      // The turn passes straight to the next in line (running stays the same), or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Called once per drawing: requests that arrive meanwhile wait for it rather than draw again. */
  private keep(key: string, picture: Buffer): void {
    const cost = costOf(key, picture);
    if (cost > this.budgetBytes) return;
    this.done.set(key, picture);
    this.bytes += cost;
    for (const [oldKey, oldPicture] of this.done) {
      if (this.bytes <= this.budgetBytes) break;
      this.done.delete(oldKey);
      this.bytes -= costOf(oldKey, oldPicture);
    }
  }
}
