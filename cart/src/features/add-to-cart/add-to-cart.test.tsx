import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLength, setLocale, shopStore } from '@shop/shared';
import { renderToString } from 'react-dom/server';
import AddToCart from './add-to-cart';
import { FEEDBACK_MS } from './use-added-feedback';

const lines = () => shopStore.getState().cartLines;

describe('add-to-cart control', () => {
  beforeEach(async () => {
    await setLocale('nb');
  });

  it('on a card adds one per click and says so for a moment', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<AddToCart sku="AX-100" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    await user.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(cartLength(lines())).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('Lagt i handlekurven');
    act(() => jest.advanceTimersByTime(FEEDBACK_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
  });

  it('on the product page adds the typed quantity and tells how many went in', async () => {
    await setLocale('en');
    render(<AddToCart sku="AX-100" quantity={1} />);
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(lines()).toEqual([{ sku: 'AX-100', quantity: 4 }]);
    expect(screen.getByRole('status')).toHaveTextContent('4 added to the cart');
  });

  it('refuses a quantity outside 1–999 next to the field and adds nothing', async () => {
    render(<AddToCart sku="AX-100" quantity={1} />);
    const field = screen.getByLabelText('Antall');
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv et antall fra 1 til 999.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Skriv et antall fra 1 til 999.');
    expect(lines()).toEqual([]);
  });

  // The page the server sends is all a browser without JavaScript has: the note is in it, under each button.
  it('says in the server’s page, under the button and under the quantity form, that adding needs JavaScript', async () => {
    const note = /<noscript><p[^>]*>Slå på JavaScript for å legge varer i handlekurven\.<\/p><\/noscript>/;
    expect(renderToString(<AddToCart sku="AX-100" />)).toMatch(note);
    expect(renderToString(<AddToCart sku="AX-100" quantity={1} />)).toMatch(/<form[^>]*>.*<noscript><p[^>]*>Slå på JavaScript for å legge varer i handlekurven\.<\/p><\/noscript>.*<\/form>/s);
    await setLocale('en');
    expect(renderToString(<AddToCart sku="AX-100" />)).toContain('Turn on JavaScript to add products to the cart.');
  });
});
