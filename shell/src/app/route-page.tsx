import type { Locale, RouteId } from '@shop/shared';
import { useSearchParams } from 'react-router';
import { RemoteSlot } from '../federation/remote-slot';
import { ComingSoonPage } from '../pages/coming-soon-page';

/** Which remote renders which route; pages not built yet say so plainly. */
export function RoutePage({ routeId, locale }: { routeId: RouteId; locale: Locale }) {
  const [search] = useSearchParams();
  switch (routeId) {
    case 'front':
      return <RemoteSlot id="catalog/FrontPage" locale={locale} />;
    case 'cart':
      return <RemoteSlot id="cart/CartPage" locale={locale} />;
    case 'account-login':
      return <RemoteSlot id="account/LoginPage" locale={locale} />;
    case 'account':
      // The login page is also the account route with ?page=login (spec §2).
      if (search.get('page') === 'login') return <RemoteSlot id="account/LoginPage" locale={locale} />;
      return <ComingSoonPage />;
    default:
      return <ComingSoonPage />;
  }
}
