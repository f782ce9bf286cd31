import { setLocale } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderAt } from '../../test-support/render-page';
import { ProductGrid } from './product-grid';
import { FIRST_BATCH, NEXT_BATCH } from './use-progressive-count';
import { testProduct } from '@shop/shared/test-fixtures';

const products: Product[] = Array.from({ length: 2000 }, (_, i) => testProduct({ skuId: `P-${i}`, title: { nb: `Produkt ${i}`, en: `Product ${i}` } }));

/** Stands in for the browser's IntersectionObserver: the test says when the end comes near. */
let reachEnd: () => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reachEnd = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
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

  it('says while the rest of a long list is still on its way', () => {
    renderAt('/brannprodukter', <ProductGrid products={products.slice(0, 24)} status="partial" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByTestId('product-count')).toHaveTextContent('Henter flere produkter …');
  });

  it('says so plainly when nothing matches or loading failed', () => {
    const { unmount } = renderAt('/', <ProductGrid products={[]} status="loaded" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByText(/Ingen produkter passer/)).toBeInTheDocument();
    unmount();
    renderAt('/', <ProductGrid products={[]} status="failed" detailRoute="category" listKey="a" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet produktene');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});
