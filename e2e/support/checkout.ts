import { expect, type Page } from '@playwright/test';

// Reading the shop's amounts and filling a cart to checkout: what the cart, checkout and approval
// journeys share.

export type Locale = 'nb' | 'en';

/** Kroner as the shop writes them ("12 400,50", "1 990,-") read as a number. */
export const kroner = (text: string | null) => Number((text ?? '').replace(/,-$/, '').replace(/\s/g, '').replace(',', '.'));

/** The words and addresses of the catalogue, cart and checkout pages, per language. */
const WORDS = {
  nb: { category: '/kameraovervakning', addToCart: 'Legg i handlekurv', quantity: 'Antall', toCheckout: 'Til kassen', checkout: '/handlekurv/kasse' },
  en: { category: '/en/camera-surveillance', addToCart: 'Add to cart', quantity: 'Quantity', toCheckout: 'Go to checkout', checkout: '/en/cart/checkout' },
} as const;

/**
 * Puts `quantity` of the first camera in an empty cart and opens checkout once its sums hold the
 * freight: answers the camera's SKU, its unit price and the order's total (excl. VAT, freight included).
 */
export async function checkoutWith(page: Page, shopUrl: string, quantity: number, locale: Locale): Promise<{ sku: string; unitPrice: number; total: number }> {
  const words = WORDS[locale];
  await page.goto(`${shopUrl}${words.category}`);
  await page.getByTestId('product-card').first().getByRole('button', { name: words.addToCart }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  await page.getByTestId('header-cart').click();
  const line = page.getByTestId('cart-line');
  await line.getByLabel(words.quantity).fill(String(quantity));
  await expect(page.getByTestId('header-cart-badge')).toHaveText(String(quantity));
  await expect(page.getByTestId('unit-price')).toHaveText(/\d/);
  const unitPrice = kroner(((await page.getByTestId('unit-price').textContent()) ?? '').replace(/^\D+/, ''));
  await page.getByRole('link', { name: words.toCheckout }).click();
  await expect(page).toHaveURL(`${shopUrl}${words.checkout}`);
  await expect(page.getByTestId('sum-freight')).toBeVisible();
  const sku = (await page.getByTestId('checkout-line').first().getAttribute('data-sku')) ?? '';
  return { sku, unitPrice, total: kroner(await page.getByTestId('sum-total').textContent()) };
}
