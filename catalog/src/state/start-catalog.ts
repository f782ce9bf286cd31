// The catalogue's start: imported by every module this remote exposes, so whichever the shell
// loads first, the texts are there and the store follows the session before anything renders.
import { on } from '@shop/shared';
import { registerCatalogTexts } from '../texts/catalog-texts';
import { catalogStore } from './catalog-store';

let started = false;

/** Runs once per page, however many exposed modules import this file. */
function startCatalog(): void {
  if (started) return;
  started = true;
  registerCatalogTexts();
  // Lists loaded for the last person must not be shown to the next one with their prices.
  on('session:changed', () => catalogStore.getState().forgetSession());
}

startCatalog();
