import { PicturesBusyError, RenderedPictures } from './rendered-pictures';

function countingRender() {
  const calls: string[] = [];
  const render = async (svg: string, width: number | undefined) => {
    calls.push(`${svg}@${width}`);
    return Buffer.alloc(width ?? 1, svg.length);
  };
  return { calls, render };
}

describe('rendered pictures', () => {
  it('draws at most two pictures at once, lets a few wait, and refuses more than that', async () => {
    let running = 0;
    let most = 0;
    const finish: Array<() => void> = [];
    const render = (svg: string) =>
      new Promise<Buffer>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        finish.push(() => {
          running -= 1;
          resolve(Buffer.from(svg));
        });
      });
    const pictures = new RenderedPictures(10_000, render, { atOnce: 2, waiting: 3 });
    const asked = ['<a/>', '<b/>', '<c/>', '<d/>', '<e/>'].map((svg) => pictures.get(svg, 120));
    await expect(pictures.get('<f/>', 120)).rejects.toBeInstanceOf(PicturesBusyError);
    // A picture already being drawn is not a new drawing: it waits for that one.
    const again = pictures.get('<a/>', 120);
    while (finish.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      finish.shift()?.();
    }
    expect((await Promise.all([...asked, again])).map(String)).toEqual(['<a/>', '<b/>', '<c/>', '<d/>', '<e/>', '<a/>']);
    expect(most).toBe(2);
  });

  it('draws each picture and width once', async () => {
    const { calls, render } = countingRender();
    const pictures = new RenderedPictures(10_000, render);
    const first = await pictures.get('<svg/>', 120);
    expect(await pictures.get('<svg/>', 120)).toBe(first);
    await pictures.get('<svg/>', 240);
    await pictures.get('<svg/>');
    await pictures.get('<svg/>');
    expect(calls).toEqual(['<svg/>@120', '<svg/>@240', '<svg/>@undefined']);
  });

  it('shares one drawing between requests that arrive together', async () => {
    const { calls, render } = countingRender();
    const pictures = new RenderedPictures(10_000, render);
    const [a, b] = await Promise.all([pictures.get('<svg/>', 120), pictures.get('<svg/>', 120)]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('lets the least recently used go when over budget', async () => {
    const { calls, render } = countingRender();
    // Each entry costs its width in bytes plus twice the key's length (about 20).
    const pictures = new RenderedPictures(500, render);
    await pictures.get('<a/>', 200);
    await pictures.get('<b/>', 200);
    await pictures.get('<a/>', 200); // a is now the most recent
    await pictures.get('<c/>', 200); // over budget: b goes
    expect(pictures.heldBytes).toBeLessThanOrEqual(500);
    await pictures.get('<a/>', 200);
    expect(calls).toEqual(['<a/>@200', '<b/>@200', '<c/>@200']);
    await pictures.get('<b/>', 200);
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failed drawing', async () => {
    let fail = true;
    const pictures = new RenderedPictures(10_000, async (_svg, width = 1) => {
      if (fail) throw new Error('no');
      return Buffer.alloc(width);
    });
    await expect(pictures.get('<svg/>', 120)).rejects.toThrow('no');
    fail = false;
    expect((await pictures.get('<svg/>', 120)).length).toBe(120);
  });
});
