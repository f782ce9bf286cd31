import './fonts.css';
import '@shop/shared/tokens.css';
import './global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from './start-up/next-task';

// The shell starts in steps, each its own task: react and react-dom are evaluated here; the shop's
// shared library (store, texts, API client) in the next task; the shell's own modules in the one
// after; then the shop starts (start-shop.tsx), and the page's components and the first render
// follow in a task of their own. As one task this was the longest of the page's load (40-50 ms on a
// desktop, four times that on a phone), and the page could not answer a tap meanwhile. The modules
// come in the same files as before ("eager": no extra request); only their evaluation waits.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ '@shop/shared'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/start-shop'))
  .then(async (shop) => {
    await nextTask();
    shop.startShop({ createRoot, hydrateRoot });
  });
