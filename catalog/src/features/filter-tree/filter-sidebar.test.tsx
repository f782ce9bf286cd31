import { setLocale } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogStore } from '../../state/catalog-store';
import { MENU, renderAt } from '../../test-support/render-page';
import { FilterSidebar } from './filter-sidebar';

describe('filter sidebar (spec §4)', () => {
  beforeEach(async () => {
    await setLocale('nb');
    catalogStore.setState({ productMenu: MENU, productMenuStatus: 'loaded' });
  });

  it('in list mode filters at once: each click writes the address, and the tree follows the rules', async () => {
    renderAt('/produkter', <FilterSidebar mode="list" listRoute="products" />);
    const location = screen.getByTestId('location');
    expect(screen.queryByLabelText('IP-kameraer')).toBeNull();

    await userEvent.click(screen.getByLabelText('Kamera'));
    expect(location).toHaveTextContent('/produkter?filter=kamera');
    await userEvent.click(screen.getByLabelText('IP-kameraer'));
    expect(screen.getByLabelText('Kamera')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('Dome'));
    expect(screen.getByLabelText('IP-kameraer')).not.toBeChecked();
    expect(location).toHaveTextContent('/produkter?filter=kamera%3Aip%3Adome');

    // No child left checked: the parent is checked again.
    await userEvent.click(screen.getByLabelText('Dome'));
    expect(screen.getByLabelText('IP-kameraer')).toBeChecked();
    expect(location).toHaveTextContent('/produkter?filter=kamera%3Aip');

    // Unchecking the root closes it and removes its children.
    await userEvent.click(screen.getByLabelText('Kamera'));
    expect(screen.queryByLabelText('IP-kameraer')).toBeNull();
    expect(location).toHaveTextContent(/^\/produkter$/);
  });

  it('Reset clears every checked and open item and the address filter', async () => {
    renderAt('/produkter', <FilterSidebar mode="list" listRoute="products" />);
    await userEvent.click(screen.getByLabelText('Kamera'));
    await userEvent.click(screen.getByLabelText('Brann'));
    await userEvent.click(screen.getByRole('button', { name: 'Nullstill' }));
    expect(screen.getByLabelText('Kamera')).not.toBeChecked();
    expect(screen.getByLabelText('Brann')).not.toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkter$/);
    expect(catalogStore.getState().filterSelections).toEqual({});
  });

  it('in product mode only chooses; the Filter button goes to the list page and filters', async () => {
    renderAt('/produkter/AX-1', <FilterSidebar mode="product" listRoute="products" />);
    await userEvent.click(screen.getByLabelText('Kamera'));
    await userEvent.click(screen.getByLabelText('Opptakere'));
    expect(screen.getByTestId('location')).toHaveTextContent('/produkter/AX-1');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/produkter?filter=kamera%3Aopptak');
  });

  it('keeps selections per category apart from the general filter', async () => {
    catalogStore.setState({ productMenu: [{ ...MENU[0]!, id: 'kameraovervakning' }] });
    renderAt('/kameraovervakning/AX-1', <FilterSidebar category="kameraovervakning" mode="product" listRoute="category:kameraovervakning" />);
    await userEvent.click(screen.getByLabelText('Opptakere'));
    expect(catalogStore.getState().filterSelections.kameraovervakning?.checked).toEqual(['kamera:opptak']);
    expect(catalogStore.getState().filterSelections.general).toBeUndefined();
  });
});
