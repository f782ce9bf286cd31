import { RenderedPictures } from './rendered-pictures';

function countingRender() {
  const calls: string[] = [];
  const render = async (svg: string, width: number | undefined) => {
    calls.push(`${svg}@${width}`);
    return Buffer.alloc(width ?? 1, svg.length);
  };
  return { calls, render };
}

describe('rendered pictures', () => {
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
