import { expect, test } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * What a person sees of each part of every cart line: the element's box together with the box of
 * its text, since an amount wider than its cell spills out of the element's own box.
 */
function visibleBoxes(): Box[][] {
  const parts: Array<[string, string]> = [
    ['picture', ':scope > img, :scope > [role="img"]'],
    ['title', ':scope > div:not(:has(input))'],
    ['unit price', '[data-testid="unit-price"]'],
    ['minus', ':scope > div:has(input) > button:first-of-type'],
    ['quantity field', 'input'],
    ['plus', ':scope > div:has(input) > button:last-of-type'],
    ['line total', '[data-testid="line-total"]'],
    ['remove', ':scope > button'],
  ];
  return Array.from(document.querySelectorAll('[data-testid="cart-line"]')).map((line) =>
    parts.flatMap(([name, selector]) => {
      const element = line.querySelector(selector);
      if (!element) return [];
      const range = document.createRange();
      range.selectNodeContents(element);
      const boxes = [element.getBoundingClientRect(), ...(element.tagName === 'INPUT' ? [] : [range.getBoundingClientRect()])].filter(
        (box) => box.width > 0 && box.height > 0,
      );
      return [
        {
          name,
          left: Math.min(...boxes.map((box) => box.left)),
          right: Math.max(...boxes.map((box) => box.right)),
          top: Math.min(...boxes.map((box) => box.top)),
          bottom: Math.max(...boxes.map((box) => box.bottom)),
        },
      ];
    }),
  );
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

test('no two parts of a cart line overlap on phones and tablets, with the demo catalogue\'s longest prices', async ({ page }) => {
  test.setTimeout(120_000);
  await logInByApi(page, shop.url);
  // The three dearest products, each 9,999 times (the most a line takes): the longest amounts there are.
  const priced = (await (await page.request.get(`${shop.url}/api/productUser/list`)).json()) as Array<{ skuId: string; price: number }>;
  const dearest = [...priced].sort((a, b) => b.price - a.price).slice(0, 3);
  for (const product of dearest) {
    await page.goto(`${shop.url}/produkter/${encodeURIComponent(product.skuId)}`);
    await page.getByTestId('product-detail').getByRole('button', { name: 'Legg i handlekurv' }).click();
  }
  await page.goto(`${shop.url}/handlekurv`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  for (const field of await lines.getByRole('spinbutton').all()) await field.fill('9999');
  await expect(page.getByTestId('line-total').first()).toHaveText(/\d{3}\u00a0\d{3},/);

  for (const width of [390, 576, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(lines.first()).toBeVisible();
    const measured = await page.evaluate(visibleBoxes);
    expect(measured).toHaveLength(3);
    for (const parts of measured) {
      expect(parts.map((part) => part.name)).toEqual(['picture', 'title', 'unit price', 'minus', 'quantity field', 'plus', 'line total', 'remove']);
      const clashes = parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.name} × ${b.name}`));
      expect({ width, clashes }).toEqual({ width, clashes: [] });
      const outside = parts.filter((part) => part.left < 0 || part.right > width).map((part) => part.name);
      expect({ width, outside }).toEqual({ width, outside: [] });
    }
  }
});
