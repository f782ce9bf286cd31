// The shell may load any of the cart's exposed modules first (the account's order list may place
// only the reorder button), so each one must start the cart by itself.
jest.mock('@shop/tooling/webpack', () => ({ createAppConfig: (options: object) => options }));
jest.mock('@shop/tooling/webpack-server', () => ({ createServerConfig: (options: object) => options }));

// A path held in a string: the build configuration is CommonJS the compiler does not type.
const WEBPACK_CONFIG: string = '../../webpack.config.cjs';

async function exposedFiles(): Promise<Array<[string, string]>> {
  // The browser build's description comes first (the Node build's, second, exposes the same).
  const { default: builds } = (await import(WEBPACK_CONFIG)) as { default: Array<{ exposes: Record<string, string> }> };
  // Except the cart's declared routes: plain data the shell and the server read without starting the cart.
  return Object.entries(builds[0]!.exposes).filter(([name]) => name !== './routes');
}

it('every exposed module registers the cart’s texts and resets the order when the session changes', async () => {
  const exposed = await exposedFiles();
  expect(exposed.map(([name]) => name)).toEqual(expect.arrayContaining(['./Pages', './AddToCart', './ReorderButton']));
  for (const [name, file] of exposed) {
    // A registry of its own: a fresh kernel and a cart that has not started yet.
    await jest.isolateModulesAsync(async () => {
      const shared = await import('@shop/shared');
      expect({ name, started: shared.i18n.hasResourceBundle('nb', 'cart') }).toEqual({ name, started: false });
      await import(`../../${file}`);
      const { cartStore } = await import('./cart-store');
      cartStore.getState().updateOrderDraft({ comment: 'Ring først' });
      shared.emit('session:changed', { userId: null });
      expect({
        name,
        nb: shared.i18n.getFixedT('nb', 'cart')('cart.heading'),
        en: shared.i18n.getFixedT('en', 'cart')('cart.heading'),
        comment: cartStore.getState().orderDraft.comment,
      }).toEqual({ name, nb: 'Handlekurv', en: 'Cart', comment: '' });
    });
  }
});
