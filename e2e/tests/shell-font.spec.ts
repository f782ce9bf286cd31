import { expect, test, type Page } from '../support/shop-test';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** The faces the browser drew an element's text with (DevTools' "Rendered fonts"): web font or the system's. */
async function renderedFaces(page: Page, selector: string): Promise<Array<{ family: string; postScriptName: string; webFont: boolean }>> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({ family: font.familyName, postScriptName: font.postScriptName, webFont: font.isCustomFont }));
  } finally {
    await devtools.detach();
  }
}

test("a first visit's page keeps the fallback face; the next page, navigated to or loaded, is in Inter from its start", async ({ page }) => {
  await page.goto(`${shop.url}/kameraovervakning`);
  await settle(page);
  // Fetched when the page is idle, remembered for the next page...
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shop-font'))).toBe('1');
  // ...but this page's texts keep the face they were laid out in: for its bold heading the
  // system's bold cut, not its regular face thickened.
  expect(await renderedFaces(page, 'main h1')).toEqual([expect.objectContaining({ webFont: false, postScriptName: expect.stringMatching(/Bold/) })]);

  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  expect(await renderedFaces(page, 'main h1')).toEqual([expect.objectContaining({ family: 'Inter', webFont: true })]);

  // A page loaded afresh names Inter before its first layout (its head's script), from the files
  // the service worker keeps.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  // font-display: optional: a page whose file does not come within its first ~100 ms (a busy
  // machine) keeps the fallback face rather than swapping; the next page load tries again.
  await expect
    .poll(
      async () => {
        await page.goto(`${shop.url}/brannprodukter`, { waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => document.documentElement.classList.contains('shop-font'))).toBe(true);
        await settle(page);
        return renderedFaces(page, 'main h1');
      },
      { intervals: [0, 500, 1000], timeout: 20_000 },
    )
    .toEqual([expect.objectContaining({ family: 'Inter', webFont: true })]);
  expect(fontRequests.every((url) => /\/assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(url))).toBe(true);
});
