import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRemotesFile } from './remotes-file';

const fromEnv = {
  catalog: '/remotes/catalog/mf-manifest.json',
  cart: '/remotes/cart/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
};

describe('readRemotesFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'remotes-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('takes the file over the environment, entry by entry', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ catalog: 'https://cdn.example.no/catalog/2/mf-manifest.json' }));
    expect(await readRemotesFile(fromEnv, file)).toEqual({ locations: { ...fromEnv, catalog: 'https://cdn.example.no/catalog/2/mf-manifest.json' } });
  });

  it('names a team beyond the founding three only while the file does (the environment names none then)', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ backoffice: '/remotes/backoffice/mf-manifest.json' }));
    expect(await readRemotesFile({ ...fromEnv, staff: '/remotes/staff/mf-manifest.json' }, file)).toEqual({
      locations: { ...fromEnv, backoffice: '/remotes/backoffice/mf-manifest.json' },
    });
    for (const name of ['Backoffice', 'back-office', 'shell', '__proto__', '']) {
      await writeFile(file, JSON.stringify({ [name]: '/remotes/x/mf-manifest.json' }));
      expect({ name, reading: await readRemotesFile(fromEnv, file) }).toEqual({ name, reading: { problem: expect.stringContaining('not a remote') } });
    }
  });

  it('names no release for a missing, empty, half-written or bad file (never the environment’s)', async () => {
    const files = { missing: '', empty: '', half: '{ "catalog": "https://cdn.exa', array: '[]', bad: JSON.stringify({ cart: 'javascript:alert(1)' }) };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, `${name}.json`);
      if (name !== 'missing') await writeFile(file, text);
      const reading = await readRemotesFile(fromEnv, file);
      expect({ name, problem: 'problem' in reading && typeof reading.problem }).toEqual({ name, problem: 'string' });
    }
  });
});
