import { setLocale } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { renderAt } from '../../test-support/render-page';
import { ProductGrid } from './product-grid';
import { FIRST_BATCH, NEXT_BATCH, SHOWN_BY_SCROLLING } from './use-progressive-count';
import { testProduct } from '@shop/shared/test-fixtures';

const products: Product[] = Array.from({ length: 2000 }, (_, i) => testProduct({ skuId: `P-${i}`, title: { nb: `Produkt ${i}`, en: `Product ${i}` } }));

/** Stands in for the browser's IntersectionObserver: the test says when the end comes near. */
let reachEnd: () => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reachEnd = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    reachEnd = () => undefined;
  }
}

describe('product grid', () => {
  beforeEach(async () => {
    await setLocale('nb');
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('renders the first screen of 2,000 products at once and the rest as the reader scrolls', () => {
    renderAt('/brannprodukter', <ProductGrid products={products} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByTestId('product-count')).toHaveTextContent('2000 produkter');
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH);
    act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH + NEXT_BATCH);
    act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH + 2 * NEXT_BATCH);
  });

  it('stops growing by scrolling after a few batches, so the footer can be reached; the next page link shows more', () => {
    renderAt('/brannprodukter', <ProductGrid products={products} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} paging={{ page: 1, nextSearch: '?page=2', previousSearch: '', firstSearch: '' }} />);
    // More than enough approaches to the end for every batch scrolling shows.
    for (let approach = 0; approach < 5; approach += 1) act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(SHOWN_BY_SCROLLING);
    fireEvent.click(screen.getByRole('link', { name: 'Neste side' }));
    expect(screen.getAllByTestId('product-card')).toHaveLength(SHOWN_BY_SCROLLING + NEXT_BATCH);
    act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(SHOWN_BY_SCROLLING + NEXT_BATCH);
  });

  it('shows the cards when the list arrives, and starts again at the first screen for another list', () => {
    let show: (list: Product[], listKey: string) => void = () => undefined;
    function ArrivingList() {
      const [{ list, listKey }, setShown] = useState({ list: [] as Product[], listKey: 'a' });
      show = (next, key) => setShown({ list: next, listKey: key });
      return <ProductGrid products={list} status={list.length ? 'loaded' : 'loading'} detailRoute="category" listKey={listKey} onRetry={() => undefined} />;
    }
    renderAt('/brannprodukter', <ArrivingList />);
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.getByText(/Henter produkter/)).toBeInTheDocument();
    act(() => show(products, 'a'));
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH);
    act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH + NEXT_BATCH);
    act(() => show(products.slice(100), 'b'));
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH);
    expect(screen.getAllByTestId('product-card')[0]).toHaveTextContent('Produkt 100');
  });

  it('asks for the rest of a list once the reader nears the end of the cards it holds', () => {
    let asked = 0;
    let arrive: () => void = () => undefined;
    function PartialList() {
      const [list, setList] = useState(products.slice(0, 24));
      arrive = () => setList(products.slice(0, 200));
      const loadRest = useCallback(() => (asked += 1), []);
      return <ProductGrid products={list} status={list.length > 24 ? 'loaded' : 'partial'} detailRoute="category" listKey="a" onRetry={() => undefined} loadRest={loadRest} />;
    }
    renderAt('/brannprodukter', <PartialList />);
    expect(asked).toBe(0);
    act(() => reachEnd());
    expect(asked).toBe(1);
    act(() => arrive());
    act(() => reachEnd());
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH + NEXT_BATCH);
    expect(asked).toBe(1);
  });

  it("says while the rest of a long list is on its way, and how many are shown while it waits for the reader", () => {
    const view = renderAt('/brannprodukter', <ProductGrid products={products.slice(0, 24)} status="rest-loading" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByTestId('product-count')).toHaveTextContent('Henter flere produkter …');
    // Without the whole list's count (its facets failed), nothing is fetched until the reader scrolls.
    view.unmount();
    renderAt('/brannprodukter', <ProductGrid products={products.slice(0, 24)} status="partial" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByTestId('product-count')).toHaveTextContent('24 produkter vist så langt');
  });

  it('says so plainly when nothing matches or loading failed', () => {
    const { unmount } = renderAt('/', <ProductGrid products={[]} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByText(/Ingen produkter passer/)).toBeInTheDocument();
    unmount();
    renderAt('/', <ProductGrid products={[]} status="failed" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet produktene');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  describe('pages of a list', () => {
    const paging = (page: number) => ({ page, nextSearch: `?sort=name&page=${page + 1}`, previousSearch: page === 2 ? '?sort=name' : `?sort=name&page=${page - 1}`, firstSearch: '?sort=name' });

    it('links to the next page of a list that goes on, and says how many the whole list has', () => {
      renderAt('/brannprodukter?sort=name', <ProductGrid products={products.slice(0, 24)} status="partial" detailRoute="category" listKey="a" onRetry={() => undefined} paging={paging(1)} total={312} />);
      expect(screen.getByTestId('product-count')).toHaveTextContent('312 produkter');
      const next = screen.getByRole('link', { name: 'Neste side' });
      expect(next).toHaveAttribute('href', '/brannprodukter?sort=name&page=2');
      expect(screen.queryByRole('link', { name: 'Forrige side' })).toBeNull();
      fireEvent.click(next);
      expect(screen.getByTestId('location')).toHaveTextContent('/brannprodukter?sort=name&page=2');
    });

    it('shows the next cards it holds when scripts run, instead of leaving the page', () => {
      renderAt('/brannprodukter?sort=name', <ProductGrid products={products.slice(0, 100)} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} paging={paging(1)} />);
      fireEvent.click(screen.getByRole('link', { name: 'Neste side' }));
      expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_BATCH + NEXT_BATCH);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/brannprodukter\?sort=name$/);
      fireEvent.click(screen.getByRole('link', { name: 'Neste side' }));
      // Everything held is shown and nothing more follows: no next page.
      expect(screen.getAllByTestId('product-card')).toHaveLength(100);
      expect(screen.queryByRole('link', { name: 'Neste side' })).toBeNull();
    });

    it('links back from a later page, and a page beyond the list says it is empty', () => {
      const { unmount } = renderAt('/brannprodukter?page=2', <ProductGrid products={products.slice(24, 30)} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} paging={paging(2)} />);
      expect(screen.getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/brannprodukter?sort=name');
      unmount();
      renderAt('/brannprodukter?page=90', <ProductGrid products={[]} status="loaded" detailRoute="category" listKey="b" onRetry={() => undefined} paging={paging(90)} />);
      expect(screen.getByTestId('page-empty')).toHaveTextContent('Side 90 har ingen produkter.');
      expect(screen.getByRole('link', { name: 'Gå til første side' })).toHaveAttribute('href', '/brannprodukter?sort=name');
    });
  });
});
