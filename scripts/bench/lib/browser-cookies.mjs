// A returning visitor's cookies, put in the browser itself before a Lighthouse run. Sent only as a
// request header (Lighthouse's extraHeaders), the server would see them but the page's scripts
// would not (document.cookie stays empty): the consent bar, which reads its answer there, would
// open after hydration and become the largest paint of a visit that never shows it.
import { chromium } from 'playwright-core';

/**
 * Replaces the cookies of the browser on `port` with `cookies` for `shopUrl`.
 * @param {number} port
 * @param {string} shopUrl
 * @param {Array<{ name: string, value: string, path?: string, httpOnly?: boolean }>} cookies
 */
export async function setBrowserCookies(port, shopUrl, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    const { hostname } = new URL(shopUrl);
    if (cookies.length > 0) {
      await context.addCookies(
        cookies.map(({ name, value, path = '/', httpOnly = false }) => ({ name, value, domain: hostname, path, httpOnly, sameSite: 'Lax' })),
      );
    }
  } finally {
    // Connected over CDP, close() only disconnects: the browser Lighthouse drives keeps running.
    await browser.close();
  }
}
