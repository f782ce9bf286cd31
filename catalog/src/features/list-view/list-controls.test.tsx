import { setLocale, shopStore } from '@shop/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderAt } from '../../test-support/render-page';
import { ListFilters, SortControl } from './list-controls';
import { listViewFromParams, listViewToParams, type ListView } from './list-view-url';
import { useListView } from './use-list-view';

const FACETS = {
  total: 40,
  inStock: 30,
  suppliers: [
    { id: 'axis', name: 'Axis', count: 12 },
    { id: 'bosch', name: 'Bosch', count: 28 },
  ],
};

/** The controls on a page, changing the address as a list page does. */
function Controls() {
  const { view, params, change } = useListView();
  return (
    <>
      <SortControl view={view} params={params} onChange={change} />
      <ListFilters view={view} params={params} onChange={change} facets={FACETS} />
    </>
  );
}

describe('list controls', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.setState({ isLoggedIn: false, user: null });
  });

  it('puts the order and the filters in the address, starting again at page 1 and keeping the category filter', () => {
    renderAt('/innbruddsalarm?filter=alarm&page=3', <Controls />);
    fireEvent.change(screen.getByLabelText('Sorter etter'), { target: { value: 'name' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/innbruddsalarm?filter=alarm&sort=name');
    fireEvent.click(screen.getByLabelText('Bare varer på lager'));
    fireEvent.click(screen.getByLabelText('Axis (12)'));
    fireEvent.click(screen.getByLabelText('Bosch (28)'));
    expect(screen.getByTestId('location')).toHaveTextContent('/innbruddsalarm?filter=alarm&sort=name&inStock=true&supplier=axis%2Cbosch');
    fireEvent.click(screen.getByLabelText('Axis (12)'));
    expect(screen.getByTestId('location')).toHaveTextContent('/innbruddsalarm?filter=alarm&sort=name&inStock=true&supplier=bosch');
  });

  it('shows a choice at once, and the address again after going back', () => {
    let goBack: () => void = () => undefined;
    function WithBack() {
      const navigate = useNavigate();
      goBack = () => void navigate(-1);
      return <Controls />;
    }
    renderAt('/produkter', <WithBack />);
    const axis = screen.getByLabelText('Axis (12)');
    fireEvent.click(axis);
    expect(axis).toBeChecked();
    act(() => goBack());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkter$/);
    expect(screen.getByLabelText('Axis (12)')).not.toBeChecked();
  });

  it('offers the price orders only to someone logged in', () => {
    const { unmount } = renderAt('/produkter', <Controls />);
    const options = () => within(screen.getByLabelText('Sorter etter')).getAllByRole('option').map((option) => option.textContent);
    expect(options()).toEqual(['Relevans', 'Navn', 'Leverandør', 'Varenummer']);
    unmount();
    shopStore.setState({ isLoggedIn: true });
    renderAt('/produkter?sort=price-desc', <Controls />);
    expect(options()).toEqual(['Relevans', 'Navn', 'Leverandør', 'Varenummer', 'Pris, lav til høy', 'Pris, høy til lav']);
    expect(screen.getByLabelText('Sorter etter')).toHaveValue('price-desc');
  });

  it('keeps a chosen supplier the list no longer has, so it can be unchosen', async () => {
    await setLocale('en');
    renderAt('/en/products?supplier=hikvision', <Controls />);
    const chosen = screen.getByLabelText('hikvision (0)');
    expect(chosen).toBeChecked();
    fireEvent.click(chosen);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/products$/);
  });

  it('sends what a form without scripts sends: the view and the other parameters of the address', () => {
    const view: ListView = { sort: 'sku', inStock: true, suppliers: ['axis'], page: 4 };
    const params = listViewToParams(new URLSearchParams('search=kamera'), view);
    renderAt('/resultater', <ListFilters view={view} params={params} onChange={() => undefined} facets={FACETS} />);
    const form = screen.getByTestId<HTMLFormElement>('list-filters');
    const sent = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
    // The page is left out: another filter starts again at page 1.
    expect(sent.toString()).toBe('search=kamera&sort=sku&inStock=true&supplier=axis');
    expect(listViewFromParams(sent, false)).toEqual({ ...view, page: 1 });
  });
});
