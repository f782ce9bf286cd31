import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentRemoteLocations } from './remote-locations';

const fromEnv = {
  catalog: '/remotes/catalog/mf-manifest.json',
  cart: '/remotes/cart/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
};

describe('currentRemoteLocations', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'remotes-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('uses the environment when there is no file', async () => {
    expect(await currentRemoteLocations(fromEnv, undefined, jest.fn())).toEqual(fromEnv);
  });

  it('takes the file on every call, so an edit deploys a remote', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ catalog: 'https://cdn.example.no/catalog/1/mf-manifest.json' }));
    expect((await currentRemoteLocations(fromEnv, file, jest.fn())).catalog).toBe('https://cdn.example.no/catalog/1/mf-manifest.json');
    await writeFile(file, JSON.stringify({ catalog: 'https://cdn.example.no/catalog/2/mf-manifest.json' }));
    const now = await currentRemoteLocations(fromEnv, file, jest.fn());
    expect(now).toEqual({ ...fromEnv, catalog: 'https://cdn.example.no/catalog/2/mf-manifest.json' });
  });

  it('keeps the environment and warns for a missing or broken file or a bad entry', async () => {
    const warn = jest.fn();
    expect(await currentRemoteLocations(fromEnv, path.join(dir, 'missing.json'), warn)).toEqual(fromEnv);
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{ not json');
    expect(await currentRemoteLocations(fromEnv, broken, warn)).toEqual(fromEnv);
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ cart: 'javascript:alert(1)' }));
    expect(await currentRemoteLocations(fromEnv, bad, warn)).toEqual(fromEnv);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
