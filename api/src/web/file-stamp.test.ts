import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileStamp, lookedAtRecently } from './file-stamp';

describe('looking at the files of a deploy', () => {
  it('sees a file replaced', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'file-stamp-')), 'remotes.json');
    expect(fileStamp(file)).toBe('none');
    writeFileSync(file, '{}');
    const first = fileStamp(file);
    writeFileSync(file, '{"catalog":"/remotes/catalog/mf-manifest.json"}');
    expect(fileStamp(file)).not.toBe(first);
  });

  it('looks again only once its last look is older than the limit', () => {
    let clock = 0;
    let looks = 0;
    const look = lookedAtRecently(() => (looks += 1), 100, () => clock);
    expect(look()).toBe(1);
    clock = 99;
    expect(look()).toBe(1);
    clock = 100;
    expect(look()).toBe(2);
    expect(look()).toBe(2);
  });
});
