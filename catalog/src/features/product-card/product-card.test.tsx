import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLength, setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { CatalogTexts } from '../../texts/catalog-texts-context';
import { ProductCard } from './product-card';
import { testProduct } from '@shop/shared/test-fixtures';

const product = testProduct({
  skuId: 'HIK-2043',
  title: { nb: 'IP-kamera 4 MP', en: 'IP camera 4 MP' },
  subHeading: { nb: 'Bullet, utendørs', en: 'Bullet, outdoor' },
  category: 'kameraovervakning',
  categoryPath: ['kameraovervakning'],
});

function renderCard() {
  render(
    <MemoryRouter>
      <CatalogTexts>
        <ProductCard product={product} />
      </CatalogTexts>
    </MemoryRouter>,
  );
}

describe('product card', () => {
  beforeEach(() => shopStore.getState().emptyCart());

  it('shows a visitor the login link instead of a price, in the page language', async () => {
    await setLocale('en');
    renderCard();
    expect(screen.getByRole('link', { name: 'IP camera 4 MP' })).toHaveAttribute('href', '/en/kameraovervakning/HIK-2043');
    expect(screen.getByRole('link', { name: 'Login for retailer prices' })).toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('puts the product in the shared cart', async () => {
    await setLocale('nb');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(cartLength(shopStore.getState().cartLines)).toBe(2);
  });
});
