import { setLocale, type Product } from '@shop/shared';
import { screen } from '@testing-library/react';
import { installMatchMedia, renderAt } from '../../test-support/render-page';
import { ProductCarousel } from './product-carousel';

const items: Product[] = Array.from({ length: 6 }, (_, i) => ({
  skuId: `P-${i}`,
  title: { nb: `Produkt ${i}`, en: `Product ${i}` },
  subHeading: { nb: '', en: '' },
  images: i === 0 ? [] : [`/img/${i}.svg`],
  category: 'innbruddsalarm',
  categoryPath: ['innbruddsalarm'],
  supplier: { id: 's', name: 'S' },
}));

describe('product carousel', () => {
  beforeAll(installMatchMedia);

  it('shows the heading, one card per item with a placeholder where there is no image, and the bottom link', async () => {
    await setLocale('en');
    renderAt('/en', <ProductCarousel productHeading="Featured products" itemList={items} headerCarousel bottomLinkText="See all products" bottomLinkHref="/en/products" />);
    expect(screen.getByRole('heading', { name: 'Featured products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/en/products');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
