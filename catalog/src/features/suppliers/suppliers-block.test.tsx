import { setLocale } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogStore } from '../../state/catalog-store';
import { SuppliersBlock } from './suppliers-block';

const suppliers = Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, name: `Supplier ${i}`, logo: `/logo/${i}.svg` }));

describe('suppliers block', () => {
  let asked = 0;
  beforeEach(async () => {
    await setLocale('en');
    asked = 0;
    catalogStore.setState({ suppliers: [] });
    serveCalls(({ url }) => {
      if (url !== '/product/suppliers') return { status: 404 };
      asked += 1;
      return { status: 200, data: suppliers };
    });
  });

  it('shows the suppliers the page came with, without asking for them again', () => {
    catalogStore.setState({ suppliers: suppliers.slice(0, 5) });
    render(<SuppliersBlock />);
    expect(screen.getAllByTestId('supplier-logo')).toHaveLength(5);
    expect(asked).toBe(0);
  });

  it('shows a title and the first 12 of 30 logos, the rest behind "Show more" / "Show less"', async () => {
    render(<SuppliersBlock />);
    expect(await screen.findByRole('heading', { name: 'Our suppliers' })).toBeInTheDocument();
    expect(screen.getAllByTestId('supplier-logo')).toHaveLength(12);
    expect(screen.getByRole('img', { name: 'Supplier 0' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('supplier-logo')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByTestId('supplier-logo')).toHaveLength(12);
  });
});
