import { setLocale } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMatchMedia, renderAt } from '../../test-support/render-page';
import { ProductCarousel } from './product-carousel';
import { testProduct } from '@shop/shared/test-fixtures';

const items: Product[] = Array.from({ length: 6 }, (_, i) =>
  testProduct({
    skuId: `P-${i}`,
    title: { nb: `Produkt ${i}`, en: `Product ${i}` },
    images: i === 0 ? [] : [`/img/${i}.svg`],
    category: 'innbruddsalarm',
    categoryPath: ['innbruddsalarm'],
  }),
);

// The carousel runs on swiper here as in the browser; jsdom lays nothing out, so which arrow is
// enabled after a move is left to the end-to-end tests, and the items per view are tested in
// carousel-layout.test.ts.
describe('product carousel', () => {
  beforeAll(installMatchMedia);

  it('shows the heading, one linked card per item with a placeholder where there is no image, and the bottom link', async () => {
    await setLocale('en');
    renderAt('/en', <ProductCarousel productHeading="Featured products" itemList={items} headerCarousel bottomLinkText="See all products" bottomLinkHref="/en/products" />);
    const carousel = screen.getByRole('region', { name: 'Featured products' });
    expect(within(carousel).getByRole('heading', { name: 'Featured products' })).toBeInTheDocument();
    expect(within(carousel).getAllByTestId('product-card')).toHaveLength(6);
    expect(within(carousel).getByRole('link', { name: 'Product 3' })).toHaveAttribute('href', '/en/innbruddsalarm/P-3');
    expect(within(carousel).getAllByTestId('image-placeholder')).toHaveLength(1);
    expect(within(carousel).getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/en/products');
  });

  it('has previous and next buttons named in the page language, previous disabled at the start', async () => {
    await setLocale('nb');
    renderAt('/', <ProductCarousel productHeading="Utvalgte produkter" itemList={items} />);
    expect(screen.getByRole('button', { name: 'Forrige' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Neste' })).toBeInTheDocument();
  });

  it('labels each item with its place among them', async () => {
    await setLocale('nb');
    renderAt('/', <ProductCarousel productHeading="Utvalgte produkter" itemList={items} />);
    expect(screen.getByRole('group', { name: '2 av 6' })).toHaveTextContent('Produkt 1');
  });
});

describe('product carousel before swiper', () => {
  beforeAll(installMatchMedia);

  it('stays at rest once the page has loaded and the browser is idle: swiper takes over only when reached for', async () => {
    const idleCalls: Array<() => void> = [];
    window.requestIdleCallback = (work: IdleRequestCallback) => {
      idleCalls.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      return idleCalls.length;
    };
    window.cancelIdleCallback = () => undefined;
    try {
      await setLocale('nb');
      renderAt('/', <ProductCarousel productHeading="Utvalgte produkter" itemList={items} />);
      const carousel = screen.getByRole('region', { name: 'Utvalgte produkter' });
      await waitFor(() => expect(idleCalls.length).toBeGreaterThan(0));
      for (const call of idleCalls) call();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(carousel.querySelector('.swiper-initialized')).toBeNull();
      fireEvent.pointerEnter(carousel);
      await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
    } finally {
      // @ts-expect-error -- jsdom has none; the test put it there.
      delete window.requestIdleCallback;
      // @ts-expect-error -- as above.
      delete window.cancelIdleCallback;
    }
  });

  it('shows its items at rest without swiper, and takes swiper on when an arrow is used, keeping the very same elements', async () => {
    await setLocale('nb');
    renderAt('/', <ProductCarousel productHeading="Utvalgte produkter" itemList={items} />);
    const carousel = screen.getByRole('region', { name: 'Utvalgte produkter' });
    expect(carousel.querySelector('.swiper-initialized')).toBeNull();
    const cardsAtRest = within(carousel).getAllByTestId('product-card');
    expect(cardsAtRest).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }));
    await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
    // A click aimed at an item while swiper takes over still lands on it: nothing was replaced.
    const cardsOnSwiper = within(carousel).getAllByTestId('product-card');
    expect(cardsOnSwiper.map((card, index) => card === cardsAtRest[index])).toEqual(Array(6).fill(true));
  });
});
