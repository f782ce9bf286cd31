import { expect, test, type Locator, type Page } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// The front page's product carousel steps exactly one card per tap, swipe or arrow key at every
// width, read from where the cards stand; and the smaller things that overflowed on phones.

const shop = shopOfThisFile();

interface Track {
  left: number;
  right: number;
  /** The left edge of every card, in px from the track's left edge. */
  cards: number[];
  widths: number[];
}

/** Where the carousel's cards stand once they have come to rest (two readings 120 ms apart agree). */
async function restingTrack(carousel: Locator): Promise<Track> {
  const read = () =>
    carousel.evaluate((section): Track => {
      const slides = Array.from(section.querySelectorAll<HTMLElement>('[role="group"]'));
      const track = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
      return {
        left: track.left,
        right: track.right,
        // `+ 0` turns a rounded -0 into 0.
        cards: slides.map((slide) => Math.round((slide.getBoundingClientRect().left - track.left) * 10) / 10 + 0),
        widths: slides.map((slide) => slide.getBoundingClientRect().width),
      };
    });
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 120));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** Which card stands at the track's left edge; fails when a card is cut there instead. */
function firstCardInView(track: Track): number {
  const aligned = track.cards.findIndex((left) => Math.abs(left) <= 1);
  const cut = track.cards.findIndex((left, index) => left < -1 && left + track.widths[index]! > 1);
  expect({ cut: cut === -1 ? null : track.cards[cut] }).toEqual({ cut: null });
  return aligned;
}

async function nextOf(page: Page, carousel: Locator, action: 'tap' | 'key' | 'swipe', direction: 'next' | 'previous', pitch: number): Promise<void> {
  if (action === 'tap') {
    await carousel.getByRole('button', { name: direction === 'next' ? 'Neste' : 'Forrige' }).click();
  } else if (action === 'key') {
    await page.keyboard.press(direction === 'next' ? 'ArrowRight' : 'ArrowLeft');
  } else {
    const box = (await carousel.locator('[role="group"]').first().locator('..').locator('..').boundingBox())!;
    // A drag of 0.6 card across the pictures: one card along whether swiper takes it for a quick
    // flick or (on a busy machine, slower than 300 ms) a long swipe, which needs half a card.
    const y = box.y + 60;
    const distance = Math.round(pitch * 0.6);
    const from = direction === 'next' ? box.x + box.width - 20 : box.x + 20;
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(from + (direction === 'next' ? -distance : distance), y, { steps: 8 });
    await page.mouse.up();
  }
}

for (const width of [320, 390, 576, 768, 1024, 1280]) {
  test(`the carousel moves one card per tap, arrow key and swipe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.url}/`);
    await settle(page);
    await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
    const carousel = page.getByTestId('product-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    const atRest = await restingTrack(carousel);
    expect(firstCardInView(atRest)).toBe(0);
    const pitch = atRest.cards[1]! - atRest.cards[0]!;

    // Three taps on "Neste", then the arrow keys with the focus in the carousel, then swipes.
    const moves: Array<['tap' | 'key' | 'swipe', 'next' | 'previous']> = [
      ['tap', 'next'],
      ['tap', 'next'],
      ['tap', 'next'],
      ['key', 'next'],
      ['key', 'previous'],
      ['swipe', 'previous'],
      ['swipe', 'next'],
    ];
    let expected = 0;
    const trackWidth = atRest.right - atRest.left;
    // How far the carousel can go: until the last card's right edge meets the track's.
    const furthest = atRest.cards.at(-1)! + atRest.widths.at(-1)! - trackWidth;
    for (const [action, direction] of moves) {
      if (action === 'key') {
        // The card standing first has the focus (its title link), as a keyboard user would have it.
        await carousel.locator('[role="group"]').nth(expected).getByRole('link').last().focus();
      }
      await nextOf(page, carousel, action, direction, pitch);
      expected = Math.max(0, expected + (direction === 'next' ? 1 : -1));
      const track = await restingTrack(carousel);
      const first = firstCardInView(track);
      if (expected * pitch <= furthest + 1) {
        // One card further: each card stands exactly where its neighbour stood.
        expect({ action, direction, first, offset: track.cards[expected] }).toEqual({ action, direction, first: expected, offset: 0 });
      } else {
        // The last, shorter step ends with the last card against the right edge, none cut.
        const lastRight = track.cards.at(-1)! + track.widths.at(-1)!;
        expect({ action, direction, lastRight: Math.round(lastRight) }).toEqual({ action, direction, lastRight: Math.round(trackWidth) });
        expected = Math.ceil(furthest / pitch);
      }
    }
  });
}

test('on a phone the discount badge, and the privacy page\'s cookie table, keep to the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByApi(page, shop.url);
  const priced = (await (await page.request.get(`${shop.url}/api/productUser/list`)).json()) as Array<{
    skuId: string;
    category: string;
    discount?: { percentage: number };
  }>;
  const discounted = priced.find((product) => (product.discount?.percentage ?? 0) > 0)!;
  expect(discounted).toBeDefined();
  await page.goto(`${shop.url}/${discounted.category}`);
  await settle(page);
  const card = page.locator(`[data-testid="product-card"][data-sku="${discounted.skuId}"]`);
  await card.scrollIntoViewIfNeeded();
  const badge = card.getByText(/\d+ % rabatt/);
  await expect(badge).toBeVisible();
  const [badgeBox, cardBox] = [(await badge.boundingBox())!, (await card.boundingBox())!];
  expect(badgeBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // Its whole text shows: nothing cut off inside the badge or its row.
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth && element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);

  await page.goto(`${shop.url}/personvernerklaering`);
  const table = page.getByTestId('cookie-table');
  await expect(table).toBeVisible();
  const tableBox = (await table.boundingBox())!;
  expect(tableBox.x).toBeGreaterThanOrEqual(0);
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every cookie (the nine of the privacy page) still reads with its name, purpose, lifetime and
  // kind, each inside the screen.
  await expect(table.getByRole('row')).toHaveCount(1 + 9);
  const cells = await table.locator('td').evaluateAll((found) => found.map((cell) => cell.getBoundingClientRect()).map((box) => [box.left, box.right]));
  expect(cells).toHaveLength(9 * 4);
  expect(cells.filter(([left, right]) => left! < 0 || right! > 390)).toEqual([]);
});
