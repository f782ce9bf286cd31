import type { DeliveryOptions, PricedProduct, SentOrder } from '@shop/shared/contracts';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';
import { expect, test, type Page } from '../support/shop-test';

// Checkout with delivery: the demo organisation's price agreement in the cart, the delivery method
// with its freight and date, the back-ordered part of a line, and the page's accessibility in each
// state. Everything against the real API and the demo catalogue.
const shop = shopOfThisFile();

type Locale = 'nb' | 'en';

const WORDS = {
  nb: {
    cart: '/handlekurv',
    toCheckout: 'Til kassen',
    delivery: 'Levering',
    pickup: 'Henting på lager',
    express: 'Ekspresslevering',
    standard: 'Standard levering',
    free: 'Gratis',
    date: 'Ønsket leveringsdato',
    warehouse: 'Lager du henter på',
    send: 'Send bestilling',
    thanks: 'Takk for bestillingen!',
    freight: 'Frakt',
    orders: '/min-side/ordre',
  },
  en: {
    cart: '/en/cart',
    toCheckout: 'Go to checkout',
    delivery: 'Delivery',
    pickup: 'Pick-up at a warehouse',
    express: 'Express delivery',
    standard: 'Standard delivery',
    free: 'Free',
    date: 'Requested delivery date',
    warehouse: 'Warehouse to pick up from',
    send: 'Send order',
    thanks: 'Thank you for your order!',
    freight: 'Freight',
    orders: '/en/account/orders',
  },
} as const;

type Product = PricedProduct;

/** An amount as the shop writes it (spec §3: "1 234,50,-", "1 234.50,-" in English), read back to whole øre. */
function oreOf(text: string | null, locale: Locale): number {
  const digits = (text ?? '').replace(/,-$/, '').replace(/[\s\u00a0]/g, '');
  return Math.round(Number(locale === 'nb' ? digits.replace(',', '.') : digits) * 100);
}

const ore = (kroner: number) => Math.round(kroner * 100);

const heldIn = (product: Product, warehouse: string) => product.availability.stock.find((entry) => entry.warehouse === warehouse)?.quantity ?? 0;

/** The logged-in retailer's products of a category, as its own prices answer them. */
async function pricedProducts(page: Page, category: string): Promise<Product[]> {
  return (await (await page.request.get(`${shop.url}/api/productUser/list?category=${category}`)).json()) as Product[];
}

/** Puts lines in the cart as the browser keeps it (SKUs and quantities), then opens the cart. */
async function openCartWith(page: Page, locale: Locale, lines: Array<{ sku: string; quantity: number }>): Promise<void> {
  await page.goto(`${shop.url}/om-oss`);
  await page.evaluate((cartLines) => localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines }, version: 3 })), lines);
  await page.goto(`${shop.url}${WORDS[locale].cart}`);
  await expect(page.getByTestId('unit-price')).toHaveCount(lines.length);
}

/** Goes from the cart to checkout and answers what checkout was told by delivery-options. */
async function toCheckout(page: Page, locale: Locale): Promise<DeliveryOptions> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders/delivery-options') && response.request().method() === 'POST');
  await page.getByRole('link', { name: WORDS[locale].toCheckout }).click();
  const options = (await (await answer).json()) as DeliveryOptions;
  await expect(page.getByTestId('delivery-facts-express')).toBeVisible();
  return options;
}

/** A working day a week or so after `earliest` that delivery-options does not list as closed. */
function laterWorkingDay(options: DeliveryOptions, earliest: string): string {
  let day = new Date(`${earliest}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  const iso = () => day.toISOString().slice(0, 10);
  while (options.closedDates.includes(iso()) || day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86_400_000);
  return iso();
}

/** A Saturday after `earliest`. */
function saturdayAfter(earliest: string): string {
  const day = new Date(`${earliest}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 6);
  return day.toISOString().slice(0, 10);
}

for (const locale of ['nb', 'en'] as const) {
  test(`a retailer with a price agreement sees its price and discount, picks express on a later date and sends (${locale})`, async ({ page }) => {
    const words = WORDS[locale];
    await logInByApi(page, shop.url);
    // The demo organisation's agreement: 8 % on intruder alarms, 12 % on its first supplier.
    const agreed = (await pricedProducts(page, 'innbruddsalarm')).find((product) => (product.discount?.percentage ?? 0) > 0 && heldIn(product, 'oslo') >= 2) as Product;
    expect(agreed).toBeTruthy();
    expect(agreed.price).toBeCloseTo(agreed.indicativePrice * (1 - (agreed.discount?.percentage ?? 0) / 100), 2);
    await openCartWith(page, locale, [{ sku: agreed.skuId, quantity: 2 }]);

    // The cart shows the organisation's own price and what the agreement saves on the two.
    const unitPrice = (await page.getByTestId('unit-price').textContent())?.replace(/^\D+/, '') ?? '';
    expect(oreOf(unitPrice, locale)).toBe(ore(agreed.price));
    expect(oreOf(await page.getByTestId('sum-discount').textContent(), locale)).toBe((ore(agreed.indicativePrice) - ore(agreed.price)) * 2);

    const options = await toCheckout(page, locale);
    const express = options.methods.find((option) => option.method === 'express') as DeliveryOptions['methods'][number];
    await expect(page.getByRole('group', { name: words.delivery })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(words.express) }).check();
    expect(express.freight).toBeGreaterThan(0);
    await expect(page.getByTestId('sum-freight')).toHaveText(/,-$/);
    expect(oreOf(await page.getByTestId('sum-freight').textContent(), locale)).toBe(ore(express.freight));
    expect(oreOf(await page.getByTestId('sum-total').textContent(), locale)).toBe(ore(agreed.price) * 2 + ore(express.freight));

    const date = laterWorkingDay(options, express.earliestDate);
    await expect(page.getByLabel(words.date)).toHaveAttribute('min', express.earliestDate);
    await page.getByLabel(words.date).fill(date);
    await expect(page.getByTestId('delivery-date-error')).toHaveCount(0);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await page.getByRole('button', { name: words.send }).click();
    const order = (await (await sent).json()) as SentOrder;
    expect(order).toMatchObject({ deliveryMethod: 'express', requestedDeliveryDate: date, freight: express.freight });

    const confirmation = page.getByTestId('order-confirmation');
    await expect(confirmation).toContainText(words.thanks);
    await expect(confirmation.getByTestId('confirmed-delivery')).toContainText(words.express);
    await expect(confirmation.getByTestId('confirmed-delivery')).toContainText(String(Number(date.slice(8))));
    const confirmedFreight = (await confirmation.getByTestId('confirmed-freight').textContent()) ?? '';
    expect(confirmedFreight.startsWith(`${words.freight}: `)).toBe(true);
    expect(oreOf(confirmedFreight.slice(words.freight.length + 2), locale)).toBe(ore(express.freight));

    // The order, opened from the account's orders, says what was agreed: the price, express, the date, the freight.
    await page.goto(`${shop.url}${words.orders}`);
    await page.getByRole('link', { name: order.orderNumber }).click();
    await expect(page).toHaveURL(`${shop.url}${words.orders}/${order.id}`);
    const line = page.locator(`[data-testid="order-line"][data-sku="${agreed.skuId}"]`);
    await expect(line).toContainText(agreed.skuId);
    expect(oreOf((await line.getByRole('cell').nth(3).textContent()) ?? '', locale)).toBe(ore(agreed.price));
    await expect(page.getByRole('region', { name: words.delivery })).toContainText(words.express);
    expect(oreOf(await page.getByTestId('order-sum-freight').locator('dd, td').last().textContent(), locale)).toBe(ore(express.freight));
    // Printed, it is the order's confirmation.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(line).toBeVisible();
  });
}

test('a pick-up at a warehouse is free, and a line for more than the warehouse holds shows its back-ordered part', async ({ page }) => {
  await logInByApi(page, shop.url);
  const cameras = await pricedProducts(page, 'kameraovervakning');
  // Oslo (the dispatch warehouse) holds a few; more are ordered in with a lead time.
  const short = cameras.find((product) => heldIn(product, 'oslo') > 0 && heldIn(product, 'oslo') < 50 && product.availability.leadTime) as Product;
  expect(short).toBeTruthy();
  const held = heldIn(short, 'oslo');
  await openCartWith(page, 'nb', [{ sku: short.skuId, quantity: held + 2 }]);
  await toCheckout(page, 'nb');

  const line = page.getByTestId('checkout-line');
  await expect(line).toContainText(`${held} stk. på lager i Oslo`);
  await expect(line.getByTestId('back-ordered')).toHaveText(/^2 stk\. i restordre, ventet \S+ \d{1,2}\. \S+ \d{4}$/);

  await page.getByRole('radio', { name: /Henting på lager/ }).check();
  await expect(page.getByTestId('delivery-facts-pickup')).toContainText('Gratis');
  await expect(page.getByTestId('sum-freight')).toHaveText('Gratis');
  // Another warehouse: the split follows it.
  const elsewhere = (['bergen', 'trondheim'] as const).find((code) => heldIn(short, code) < held + 2) ?? 'bergen';
  await page.getByLabel('Lager du henter på').selectOption(elsewhere);
  const name = elsewhere === 'bergen' ? 'Bergen' : 'Trondheim';
  const there = heldIn(short, elsewhere);
  await expect(line).toContainText(there > 0 ? `${there} stk. på lager i ${name}` : `Ikke på lager i ${name}`);
  await expect(line.getByTestId('back-ordered')).toContainText(`${held + 2 - there} stk. i restordre`);

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  const order = (await (await sent).json()) as SentOrder;
  expect(order.freight).toBe(0);
  await expect(page.getByTestId('confirmed-delivery')).toContainText(`Henting på lager i ${name}`);
  await expect(page.getByTestId('confirmed-freight')).toHaveText('Frakt: Gratis');

  // The stored order keeps the split: its page names the back-ordered part with its expected date.
  await page.goto(`${shop.url}/min-side/ordre/${order.id}`);
  await expect(page.locator(`[data-testid="order-line"][data-sku="${short.skuId}"]`)).toContainText(
    new RegExp(`${held + 2 - there} stk\\. i restordre, ventet \\d{1,2}\\. \\S+ \\d{4}`),
  );
});

test('axe finds no violation on checkout with each method chosen and with a date error shown', async ({ page }) => {
  const report = new AxeReport();
  await AxeReport.install(page);
  await logInByApi(page, shop.url);
  const alarms = await pricedProducts(page, 'innbruddsalarm');
  await openCartWith(page, 'nb', [{ sku: (alarms[0] as Product).skuId, quantity: 1 }]);
  const options = await toCheckout(page, 'nb');
  for (const [method, name] of [['standard', /Standard levering/], ['express', /Ekspresslevering/], ['pickup', /Henting på lager/]] as const) {
    await page.getByRole('radio', { name }).check();
    if (method === 'pickup') await expect(page.getByLabel('Lager du henter på')).toBeVisible();
    await report.check(page, `checkout, ${method}`);
  }
  const standard = options.methods.find((option) => option.method === 'standard') as DeliveryOptions['methods'][number];
  await page.getByRole('radio', { name: /Standard levering/ }).check();
  const date = page.getByLabel('Ønsket leveringsdato');
  await date.fill(saturdayAfter(standard.earliestDate));
  const error = page.getByTestId('delivery-date-error');
  await expect(error).toHaveText(/er helg eller helligdag\. Velg en hverdag\.$/);
  await expect(date).toHaveAttribute('aria-describedby', new RegExp(`${await error.getAttribute('id')}`));
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(date).toBeFocused();
  await report.check(page, 'checkout, date refused');
  expect(report.findings, report.summary()).toEqual([]);
});
