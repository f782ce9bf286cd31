import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves to another page inside the running shop the way a link does (history entry + router),
 * without loading the document again: the shell, the remotes and the store stay as they are.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: the router has rendered the new page, and its loading markers are in place.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

/**
 * Waits until the page has arrived: its content is there (a heading or a remote's root) and
 * nothing says it is still loading (aria-busy: remote code, product lists, account data).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main').locator('h1, [data-boundary]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Marks the document, so a test can tell later that the page was never loaded again. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __shopTestMark?: boolean }).__shopTestMark = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { __shopTestMark?: boolean }).__shopTestMark === true);
}

/**
 * Opens the front page, declines analytics (the consent bar is gone) and puts the first product in
 * the cart, so the cart and checkout show a line, their sums and the header's badge.
 */
export async function startWithOneProduct(page: Page, shopUrl: string): Promise<void> {
  await page.goto(`${shopUrl}/`);
  await settle(page);
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
}

/**
 * Scrolls down until the footer is in view and stays there: a product list shows a few more
 * batches of cards as its end nears, moving the footer, so a click aimed at it before then could
 * land on a card. Returns the footer.
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(footer).toBeInViewport({ timeout: 1_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  return footer;
}
