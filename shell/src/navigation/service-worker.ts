/**
 * Registers /sw.js with scope / where the browser supports service workers; any failure is
 * ignored (spec §7): the shop works the same without it, only repeat visits are slower.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
