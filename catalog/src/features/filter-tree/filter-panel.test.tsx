import { setLocale } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogStore } from '../../state/catalog-store';
import { MENU, renderAt } from '../../test-support/render-page';
import FilterPanel from './filter-panel';

describe('mobile filter panel', () => {
  beforeEach(async () => {
    await setLocale('en');
    catalogStore.setState({ productMenu: MENU, productMenuStatus: 'loaded' });
  });

  it('"Results" applies the filter, closes the panel and goes to the products page', async () => {
    const onClose = jest.fn();
    renderAt('/en', <FilterPanel locale="en" onClose={onClose} />);
    await userEvent.click(screen.getByLabelText('Cameras'));
    await userEvent.click(screen.getByLabelText('Recorders'));
    await userEvent.click(screen.getByRole('button', { name: 'Results' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/products?filter=kamera%3Aopptak');
    expect(catalogStore.getState().filterCategories).toEqual(['kamera:opptak']);
  });

  it('"Clear filter" clears every choice', async () => {
    renderAt('/en', <FilterPanel locale="en" onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Cameras'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.getByLabelText('Cameras')).not.toBeChecked();
    expect(screen.queryByLabelText('Recorders')).toBeNull();
  });
});
