/**
 * A copy of a remote's part as the server rendered it, to show in its place once the part's code
 * has failed in the browser: its text and its links as the server sent them, and nothing that
 * pretends to work. Scripts are dropped (the page's policy would refuse them, and the server's
 * own markup never needs one to be read), templates too (React's placeholders for parts still on
 * their way: a late one must not be put into the copy), form controls are disabled (their code
 * is what failed), and nothing in it says it is still loading (aria-busy: it never will).
 * Null when the element does not hold a part (a remote's root, `[data-boundary]`) the server
 * rendered: a placeholder for a part still streaming, or a part the server fell back on.
 */
export function inertCopyOf(element: Element): string | null {
  const copy = element.cloneNode(true) as Element;
  if (!copy.querySelector('[data-boundary]')) return null;
  for (const dropped of copy.querySelectorAll('script, template')) dropped.remove();
  for (const control of copy.querySelectorAll('button, input, select, textarea')) control.setAttribute('disabled', '');
  for (const busy of copy.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
  return copy.innerHTML;
}
