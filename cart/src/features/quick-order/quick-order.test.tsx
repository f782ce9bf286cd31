import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { catalogProduct, serveProducts } from '../../test-support/serve-products';
import { QuickOrder } from './quick-order';

let calls: string[] = [];
beforeEach(async () => {
  await setLocale('nb');
  calls = serveProducts(['KJENT-1', 'KJENT-2', 'KJENT-3'].map((sku) => catalogProduct(sku)));
});

describe('quick order', () => {
  it('adds every good line with its quantity and names each line it could not add', async () => {
    render(<QuickOrder />);
    const box = screen.getByLabelText(/Én linje per vare/);
    await userEvent.click(box);
    await userEvent.paste('KJENT-1\t3\nUKJENT-9 2\nKJENT-2 ti\nKJENT-3');
    await userEvent.click(screen.getByRole('button', { name: 'Legg alle i handlekurven' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 linjer lagt i handlekurven.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Linje 2: finner ingen vare med varenummer UKJENT-9.');
    expect(alert).toHaveTextContent('Linje 3: antallet for KJENT-2 må være et helt tall fra 1 til 9999.');
    expect(shopStore.getState().cartLines).toEqual([
      { sku: 'KJENT-1', quantity: 3 },
      { sku: 'KJENT-3', quantity: 1 },
    ]);
    // One request looked up every line.
    expect(calls).toEqual(['GET /product/batch']);
    // Only the rows that need fixing stay in the box.
    expect(box).toHaveValue('UKJENT-9 2\nKJENT-2 ti');
  });

  it('counts one line in the singular', async () => {
    render(<QuickOrder />);
    await userEvent.click(screen.getByLabelText(/Én linje per vare/));
    await userEvent.paste('KJENT-1 2');
    await userEvent.click(screen.getByRole('button', { name: 'Legg alle i handlekurven' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 linje lagt i handlekurven.');
  });
});
