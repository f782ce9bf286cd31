import { Readable } from 'node:stream';
import { PRICE_GROUP_SESSION } from './page-session';
import { sessionSwapped, withSessionOf } from './session-splice';

const kept = `<!doctype html><html><head><title>x</title><script type="application/json" id="shop-session">${JSON.stringify({ ...PRICE_GROUP_SESSION, pageTitle: 'Detektor </script>' }).replace(/</g, '\\u003c')}</script></head><body><main>side</main></body></html>`;
const person = { userId: { userId: 'u-1' }, user: { id: 'u-1', name: 'Kari <b>', email: 'kari@example.com', phone: '1', organization: { id: 'o-1', name: 'Firma', invoiceType: 'email' as const } } };

function blockOf(html: string) {
  return JSON.parse(/id="shop-session">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
}

describe("a price group's page sent to one person", () => {
  it("carries the person's session block with the page's title, and the rest of the page byte for byte", () => {
    const html = withSessionOf(Buffer.from(kept), person).toString();
    expect(blockOf(html)).toEqual({ ...person, pageTitle: 'Detektor </script>' });
    // A `<` in a name cannot end the block.
    expect(html).not.toContain('Kari <b>');
    expect(html.replace(/id="shop-session">.*?<\/script>/, '')).toBe(kept.replace(/id="shop-session">.*?<\/script>/, ''));
  });

  it('is swapped as it streams, whichever chunks split the head', async () => {
    for (const size of [1, 7, 64, 5000]) {
      const chunks = Array.from({ length: Math.ceil(kept.length / size) }, (_, index) => Buffer.from(kept.slice(index * size, (index + 1) * size)));
      let sent = '';
      for await (const chunk of sessionSwapped(Readable.from(chunks), person)) sent += String(chunk);
      expect(sent).toBe(withSessionOf(Buffer.from(kept), person).toString());
    }
  });

  it('a page without a session block is sent as it came', async () => {
    const page = '<html><body>no block</body></html>';
    let sent = '';
    for await (const chunk of sessionSwapped(Readable.from([Buffer.from(page)]), person)) sent += String(chunk);
    expect(sent).toBe(page);
    expect(withSessionOf(Buffer.from(page), person).toString()).toBe(page);
  });
});
