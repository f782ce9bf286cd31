import { remoteRelease } from './remote-release';
import { type FetchFile, browserCheck } from './browser-check';

// What a browser gets from a candidate's host: the check refuses what no browser could run.

const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
const ENTRY = 'var catalog;(()=>{"use strict";var e={1:(e,t,r)=>{r.d(t,{get:()=>n})}};catalog={get:function(){return e}}})();';

function hostWith(entry: string): FetchFile {
  return async (address) => (address.endsWith('mf-manifest.json') ? { status: 200, body: MANIFEST } : address.endsWith('remoteEntry.js') ? { status: 200, body: entry } : { status: 404, body: '' });
}

const candidate = remoteRelease({ catalog: 'https://cdn.example/catalog/2/mf-manifest.json', cart: '/remotes/cart/mf-manifest.json', account: '/remotes/account/mf-manifest.json' });

describe('the browser check of a candidate', () => {
  it('passes a whole browser entry', async () => {
    expect(await browserCheck(hostWith(ENTRY))(candidate, ['catalog'], {})).toBeUndefined();
  });

  it.each([
    ['cut in half', ENTRY.slice(0, Math.floor(ENTRY.length / 2))],
    ['cut one byte short', ENTRY.slice(0, -2)],
    ['an HTML page answered 200 in its place', '<!doctype html><html><body>Not here</body></html>'],
  ])('refuses a browser entry %s: no browser could run it', async (_case, entry) => {
    expect(await browserCheck(hostWith(entry))(candidate, ['catalog'], {})).toMatch(/^catalog: its browser entry https:\/\/cdn\.example\/catalog\/2\/remoteEntry\.js is not whole JavaScript \(/);
  });
});
