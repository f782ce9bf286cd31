import { shopStore, type Product } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { loadCartProducts } from './cart-products';

const details = (sku: string, price?: number) => ({
  skuId: sku,
  title: { nb: `Produkt ${sku}`, en: `Product ${sku}` },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll',
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's', name: 'S' },
  description: { nb: 'Lang tekst', en: 'Long text' },
  specs: [],
  ...(price === undefined ? {} : { price, indicativePrice: price }),
});

describe('the cart’s products', () => {
  beforeEach(() => {
    shopStore.setState({ isLoggedIn: true, cartLines: [] });
  });

  it('fetches the priced products of lines restored from the browser, and drops a product the shop no longer has', async () => {
    shopStore.setState({
      cartLines: [
        { id: 'AX-1', item: null, quantity: 2, totalAmount: 0 },
        { id: 'GONE-1', item: null, quantity: 1, totalAmount: 0 },
      ],
    });
    const asked: string[] = [];
    serveCalls((request) => {
      asked.push(request.url);
      return request.url.includes('GONE') ? { status: 404, data: { message: 'There is no product GONE-1' } } : { status: 200, data: details('AX-1', 150) };
    });
    await loadCartProducts();
    expect(asked.sort()).toEqual(['/productUser/detail/AX-1', '/productUser/detail/GONE-1']);
    const [line, ...rest] = shopStore.getState().cartLines;
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ id: 'AX-1', quantity: 2, totalAmount: 300 });
    // The long texts stay out of the cart's lines.
    expect(line?.item).not.toHaveProperty('description');
  });

  it('prices a line a visitor added, once logged in, and keeps a line whose product could not be fetched now', async () => {
    const visitorProduct = details('AX-1') as unknown as Product;
    shopStore.setState({
      cartLines: [
        { id: 'AX-1', item: visitorProduct, quantity: 1, totalAmount: 0 },
        { id: 'AX-2', item: null, quantity: 1, totalAmount: 0 },
      ],
    });
    serveCalls((request) => (request.url.endsWith('AX-1') ? { status: 200, data: details('AX-1', 99) } : { status: 503, data: { message: 'Busy' } }));
    await loadCartProducts();
    expect(shopStore.getState().cartLines).toEqual([
      expect.objectContaining({ id: 'AX-1', totalAmount: 99 }),
      { id: 'AX-2', item: null, quantity: 1, totalAmount: 0 },
    ]);
  });

  it('leaves the answers alone when the session changed while they were on their way', async () => {
    shopStore.setState({ cartLines: [{ id: 'AX-1', item: null, quantity: 1, totalAmount: 0 }] });
    serveCalls(() => {
      shopStore.setState({ isLoggedIn: false });
      return { status: 200, data: details('AX-1', 99) };
    });
    await loadCartProducts();
    expect(shopStore.getState().cartLines[0]?.item).toBeNull();
  });
});
