import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { QuickOrder } from './quick-order';

const detail = (skuId: string) => ({
  skuId,
  title: { nb: `Vare ${skuId}`, en: `Product ${skuId}` },
  subHeading: { nb: '', en: '' },
  description: { nb: 'Lang tekst', en: 'Long text' },
  specs: [],
  images: [],
  category: 'brannprodukter',
  categoryPath: ['brannprodukter'],
  supplier: { id: 's', name: 'S' },
});

beforeEach(async () => {
  await setLocale('nb');
  serveCalls((request) => {
    const sku = decodeURIComponent(request.url.split('/').pop() ?? '');
    return sku.startsWith('KJENT') ? { status: 200, data: detail(sku) } : { status: 404, data: {} };
  });
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
    const lines = shopStore.getState().cartLines;
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ['KJENT-1', 3],
      ['KJENT-3', 1],
    ]);
    // The saved cart keeps the product, not its long description.
    expect(lines[0]?.item).not.toHaveProperty('description');
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
