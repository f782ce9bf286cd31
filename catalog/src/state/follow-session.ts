// The catalogue's store follows the session: imported by every module this remote exposes to the
// browser (through start-catalog.ts, or alone by ./AppStart, which renders nothing and so needs no
// texts), so whichever the shell loads first, the store follows the session before anything
// renders. A module runs once per page, however many exposed modules import it.
import { on } from '@shop/shared';
import { catalogStore } from './catalog-store';

// Lists loaded for the last person must not be shown to the next one with their prices.
on('session:changed', () => catalogStore.getState().forgetSession());
