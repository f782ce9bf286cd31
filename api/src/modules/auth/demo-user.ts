import type { Db } from '../../infra/db/db';
import { forbidden } from '../../infra/http/http-errors';

/** The name a client translates (the account's texts). */
const DEMO_ACCOUNT = 'DemoAccount';

/**
 * The demo login is published in the README, so everyone who reads it shares it (`users.is_demo`,
 * migration 041). It may browse, fill a cart and send orders, but not change what would lock the
 * next visitor out (its password, its login e-mail) or what every visitor sees of its organisation:
 * its details, contact persons and delivery addresses, so every newcomer sees the same demo. Its
 * own name and phone number stay editable: they lock nobody out.
 */
export async function refuseDemoUser(
  db: Db,
  userId: string,
  what: 'its password' | 'its e-mail address' | 'its organisation' | 'its contact persons' | 'its delivery addresses',
): Promise<void> {
  const [row] = await db.query<{ is_demo: boolean }>('SELECT is_demo FROM users WHERE id = $1', [userId]);
  if (row?.is_demo === true) {
    throw forbidden(`The demo account cannot change ${what}. Register an organisation of your own to try that.`, DEMO_ACCOUNT);
  }
}
