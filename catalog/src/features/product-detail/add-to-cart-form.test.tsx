import { cartLength, setLocale, shopStore } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartForm } from './add-to-cart-form';

const product = {
  skuId: 'AX-1',
  title: { nb: 'Kortleser', en: 'Card reader' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll' as const,
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's', name: 'S' },
};

describe('add to cart on the product page', () => {
  beforeEach(() => {
    setLocale('nb');
    shopStore.getState().emptyCart();
  });

  it('adds the chosen quantity to the shared cart', async () => {
    render(<AddToCartForm product={product} />);
    await userEvent.clear(screen.getByLabelText('Antall'));
    await userEvent.type(screen.getByLabelText('Antall'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(cartLength(shopStore.getState().cartLines)).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent('Lagt i handlekurven');
  });

  it.each(['0', '', '1000'])('answers a quantity of "%s" next to the field and adds nothing', async (amount) => {
    render(<AddToCartForm product={product} />);
    await userEvent.clear(screen.getByLabelText('Antall'));
    if (amount) await userEvent.type(screen.getByLabelText('Antall'), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv et antall fra 1 til 999.');
    expect(screen.getByLabelText('Antall')).toHaveAttribute('aria-invalid', 'true');
    expect(shopStore.getState().cartLines).toEqual([]);
  });
});
