/** Draws an SVG `width` pixels wide, or at its own size when no width is given. */
export type Render = (svg: string, width: number | undefined) => Promise<Buffer>;

/** Bytes a held picture costs: the PNG and its key (UTF-16 in memory). */
function costOf(key: string, picture: Buffer): number {
  return picture.length + key.length * 2;
}

/**
 * Rasters already drawn, least recently used first out, within a byte budget. A picture asked
 * for again while it is being drawn waits for that drawing instead of starting another. The key
 * is the SVG text itself, so a picture follows a catalogue import that renames its supplier.
 */
export class RenderedPictures {
  private readonly done = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly render: Render,
  ) {}

  get heldBytes(): number {
    return this.bytes;
  }

  async get(svg: string, width?: number): Promise<Buffer> {
    const key = `${width ?? 'own'}\n${svg}`;
    const held = this.done.get(key);
    if (held) {
      this.done.delete(key);
      this.done.set(key, held);
      return held;
    }
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawing = this.render(svg, width).finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawing);
    const picture = await drawing;
    this.keep(key, picture);
    return picture;
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
