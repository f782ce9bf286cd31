import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_LOOK_MAX_AGE_MS } from '../file-stamp';
import { inlineScriptHashes, shellPageReader } from './page-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the hashes of a page's inline scripts", () => {
  it('are those of the scripts run from the page text, not of loaded scripts or data blocks', () => {
    const starter = "!function(e){e.head.appendChild(e.createElement('script'))}(document);";
    const html =
      `<head><script>${starter}</script><script defer src=/other.js></script>` +
      '<script type="application/json" id="shop-state">{"a":1}</script><script type="application/ld+json">{}</script>' +
      `<script type=module>import './x.js'</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(starter), sha256("import './x.js'")]);
  });

  it('are none for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head><script src="/main.js"></script></head></html>')).toEqual([]);
  });

  it("follow the shell page's file when it is replaced, with the page itself", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-scripts-')), 'index.html');
    const shellPage = shellPageReader(file);
    expect(shellPage()).toEqual({ html: undefined, scriptHashes: [] });
    const lookedAgain = () => new Promise((resolve) => setTimeout(resolve, FILE_LOOK_MAX_AGE_MS + 10));
    writeFileSync(file, '<script>one()</script>');
    await lookedAgain();
    expect(shellPage()).toEqual({ html: '<script>one()</script>', scriptHashes: [sha256('one()')] });
    writeFileSync(file, '<script>second()</script>');
    await lookedAgain();
    expect(shellPage()).toEqual({ html: '<script>second()</script>', scriptHashes: [sha256('second()')] });
  });
});
