import type { Browser, BrowserContext, Page } from '@playwright/test';
import { testWithWorkerShop } from './shop-stack';

// The shop's pages are rendered on the server and then taken over by their code (hydrated): until
// then a click or a key does nothing, as for a customer on a slow phone. A customer waits for the
// page to answer; so does every test: after each load of a page (goto, reload), until the shell and
// every team's part on it say they are ready (data-ready, set once hydrated).
export * from '@playwright/test';

const READY_WITHIN_MS = 20_000;

function isReady(): boolean {
  // A file or an API answer has no shop page to wait for.
  if (!document.getElementById('root')) return true;
  // A part kept as the server rendered it (its code failed: data-kept) is as ready as it will be.
  return document.documentElement.hasAttribute('data-ready') && document.querySelector('[data-boundary]:not([data-ready]):not([data-kept] *)') === null;
}

/** Waits until the page's shop parts answer input (or READY_WITHIN_MS: the test's own checks then say what is wrong). */
async function untilReady(page: Page): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      if (await page.evaluate(isReady)) return;
    } catch {
      // The page is navigating (a redirect): ask the next one.
    }
    await page.waitForTimeout(25);
  }
}

const watched = new WeakSet<Page>();

function waitForReadyAfterLoads(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilReady(page);
    return response;
  };
}

function watchContext(context: BrowserContext): void {
  context.pages().forEach(waitForReadyAfterLoads);
  context.on('page', waitForReadyAfterLoads);
}

// On the fixtures that give each worker its shop (shop-stack.ts), which shopOfThisFile asks for.
export const test = testWithWorkerShop.extend<object, { browser: Browser }>({
  // Every context, the test's own and those a test opens (a second computer); not one that runs
  // no script, whose pages are never taken over.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        if (args[0]?.javaScriptEnabled !== false) watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
});
