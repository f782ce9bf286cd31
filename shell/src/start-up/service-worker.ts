/**
 * Registers /sw.js with scope / where the browser supports service workers; any failure is
 * ignored (spec §7): the shop works the same without it, only repeat visits are slower.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // After the page has loaded, so the worker never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
