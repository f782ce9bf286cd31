// Every catalogue test starts as a page does: the remote started (texts registered, the store
// following the session), nobody logged in and nothing loaded.
import { shopStore } from '@shop/shared';
import { catalogStore } from '../state/catalog-store';
import '../state/start-catalog';

beforeEach(() => {
  shopStore.setState({ ...shopStore.getInitialState(), cartRead: true }, true);
  catalogStore.setState(catalogStore.getInitialState(), true);
});
