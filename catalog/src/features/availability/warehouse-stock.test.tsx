import { setLocale } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { WarehouseStock } from './warehouse-stock';

const WAREHOUSES = ['oslo', 'bergen', 'trondheim'];
const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('warehouse stock on a product page', () => {
  afterAll(() => setLocale('nb'));

  it('names each warehouse with its count or none, and the lead time of what is ordered in', async () => {
    await setLocale('nb');
    const { rerender } = render(
      <WarehouseStock availability={{ stock: [{ warehouse: 'oslo', quantity: 12 }, { warehouse: 'bergen', quantity: 3 }], leadTime: { minDays: 5, maxDays: 7 } }} warehouses={WAREHOUSES} />,
    );
    expect(lines()).toEqual(['12 stk. på lager i Oslo', '3 stk. på lager i Bergen', 'Ikke på lager i Trondheim', 'Bestillingsvare – 5–7 virkedager']);
    // Before the shop's warehouses are known: those holding it.
    rerender(<WarehouseStock availability={{ stock: [{ warehouse: 'trondheim', quantity: 1 }] }} warehouses={[]} />);
    expect(lines()).toEqual(['1 stk. på lager i Trondheim']);
  });

  it('says when it must be ordered in, or that the customer has to ask, in English too', async () => {
    await setLocale('en');
    const { rerender } = render(<WarehouseStock availability={{ stock: [], leadTime: { minDays: 3, maxDays: 3 } }} warehouses={WAREHOUSES} />);
    expect(lines()).toEqual(['Ordered in – 3 working days']);
    rerender(<WarehouseStock availability={{ stock: [] }} warehouses={WAREHOUSES} />);
    expect(lines()).toEqual(['Not in stock – ask us for the delivery time']);
    expect(screen.getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
  });
});
