import type { RouteMatch } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { organizationHasOrder } from '../../modules/orders';
import type { PageSession } from '@shop/shared/contracts';

/**
 * The status of an order's page (spec §8): for someone logged in, 404 when their organisation has
 * no order with that id (another organisation's order included, as GET /api/order/{id} answers),
 * so a crawler or a shared link learns what the page shows: the account's "order not found". A
 * visitor's is the login the account area asks for first: 200.
 */
export async function orderPageStatus(db: Db, match: RouteMatch | null, session: PageSession): Promise<200 | 404> {
  const orderId = match?.route.id === 'account-order' ? match.params.id : undefined;
  if (orderId === undefined || !session.user) return 200;
  return (await organizationHasOrder(db, session.user.organization.id, orderId)) ? 200 : 404;
}
