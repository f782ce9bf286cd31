// What the back-office does once when it is loaded, before any of its components renders: every
// exposed module imports this file.
import { registerBackofficeTexts } from '../texts/backoffice-texts';

let started = false;

function startBackoffice(): void {
  if (started) return;
  started = true;
  registerBackofficeTexts();
}

startBackoffice();
