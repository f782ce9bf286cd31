import { AssetAllowList } from './asset-allow-list';

const worker = new URL('https://shop.example.no/sw.js');
const shellChunk = new URL('https://shop.example.no/853.5fe93bb56435243eeed3.js');
const catalogChunk = new URL('https://cdn.example.no/catalog/v42/52.4b281bf9671464858b4d.js');
const nextCatalogChunk = new URL('https://cdn.example.no/catalog/v43/61.9a8b7c6d5e4f3a2b1c0d.js');

/** A server of JSON answers by URL; a missing one is a failed read, as offline. */
function server(answers: Record<string, unknown>) {
  const reads: string[] = [];
  const readJson = async (url: URL) => {
    reads.push(url.href);
    if (!(url.href in answers)) throw new Error(`no answer for ${url.href}`);
    return answers[url.href];
  };
  return { answers, reads, readJson };
}

function release42() {
  return server({
    'https://shop.example.no/remotes.json': { catalog: 'https://cdn.example.no/catalog/v42/mf-manifest.json' },
    'https://shop.example.no/hashed-files.json': { files: ['853.5fe93bb56435243eeed3.js'] },
    'https://cdn.example.no/catalog/v42/hashed-files.json': { files: ['52.4b281bf9671464858b4d.js'] },
  });
}

describe('the files the service worker may keep', () => {
  it('are the shell\'s listed files and those of every remote /remotes.json names, read when first needed', async () => {
    const shop = release42();
    const allowList = new AssetAllowList(worker, shop.readJson);
    expect(await allowList.allows(shellChunk)).toBe(true);
    expect(await allowList.allows(catalogChunk)).toBe(true);
    expect(await allowList.allows(new URL('https://shop.example.no/produkter/ABC.0123456789abcdef.png'))).toBe(false);
    expect(await allowList.allows(new URL(`${shellChunk.href}?v=1`))).toBe(false);
    // Read once, not per question.
    expect(shop.reads.filter((read) => read.endsWith('/remotes.json'))).toHaveLength(1);
  });

  it('follow a remote\'s new release on another origin once the lists are read again', async () => {
    const shop = release42();
    const allowList = new AssetAllowList(worker, shop.readJson);
    expect(await allowList.allows(nextCatalogChunk)).toBe(false);
    shop.answers['https://shop.example.no/remotes.json'] = { catalog: 'https://cdn.example.no/catalog/v43/mf-manifest.json' };
    shop.answers['https://cdn.example.no/catalog/v43/hashed-files.json'] = { files: ['61.9a8b7c6d5e4f3a2b1c0d.js'] };
    await allowList.refresh();
    expect(await allowList.allows(nextCatalogChunk)).toBe(true);
    // The remote no longer served from v42 no longer vouches for its files.
    expect(await allowList.allows(catalogChunk)).toBe(false);
  });

  it('keep the last lists while they cannot be read (offline), and allow nothing before any was read', async () => {
    const shop = release42();
    const allowList = new AssetAllowList(worker, shop.readJson);
    await allowList.refresh();
    for (const key of Object.keys(shop.answers)) delete shop.answers[key];
    await allowList.refresh();
    expect(await allowList.allows(shellChunk)).toBe(true);
    expect(await allowList.allows(catalogChunk)).toBe(true);
    expect(await new AssetAllowList(worker, shop.readJson).allows(shellChunk)).toBe(false);
  });

  it('shares one reading between questions asked while it is under way', async () => {
    const shop = release42();
    const allowList = new AssetAllowList(worker, shop.readJson);
    const answers = await Promise.all([allowList.refresh(), allowList.allows(shellChunk), allowList.allows(catalogChunk)]);
    expect(answers.slice(1)).toEqual([true, true]);
    expect(shop.reads).toHaveLength(3);
  });
});
