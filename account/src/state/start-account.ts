// What the account remote does once when it is loaded, before any of its components renders:
// every exposed module imports this file, so whichever of them the shell loads first runs it.
import { on } from '@shop/shared';
import { registerAccountTexts } from '../texts/account-texts';
import { accountStore } from './account-store';

let started = false;

/**
 * Adds the account's texts to the page and empties the account's state whenever the session
 * changes. Guarded, so one listener is ever wired, however the module is reached.
 */
function startAccount(): void {
  if (started) return;
  started = true;
  registerAccountTexts();
  // Another person (or nobody) is logged in now: their organisation's lists and statuses are not ours.
  on('session:changed', () => accountStore.getState().resetAccount());
}

startAccount();
