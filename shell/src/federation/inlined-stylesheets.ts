/**
 * A rendered page carries the remotes' stylesheets inline, each `<style data-href>` naming its file
 * (src/server/inline-stylesheets.ts). Webpack's chunk loader recognises those; the federation
 * runtime does not: when it loads an exposed module it links the module's stylesheets, and it looks
 * only for a `<link>` with the same address. It then fetched a stylesheet the page already had, and
 * inserting it made the browser recompute every element's style (a long task on a phone's CPU).
 *
 * So each inlined stylesheet of a remote (its address absolute) is also named by a disabled link:
 * the runtime finds the link and takes the stylesheet as loaded; a disabled stylesheet link is
 * neither fetched nor applied.
 */
export function nameInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const address = style.dataset.href ?? '';
    if (!/^https?:\/\//.test(address)) continue; // the shell's own: its chunk loader's, by file name
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('disabled', '');
    link.href = address;
    style.after(link);
  }
}
