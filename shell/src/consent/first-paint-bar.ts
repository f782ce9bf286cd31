import { opensElsewhere } from '../app/opens-elsewhere';

/**
 * The page's HTML carries a copy of the consent bar (consent-first-paint.html) so a first visit
 * shows it before any script has run. The shell takes that copy over instead of painting a bar of
 * its own: the same nodes stay on screen, so the page's largest text is painted once, early.
 */
const FIRST_PAINT_BAR_ID = 'shop-consent-first-paint';

export function findFirstPaintBar(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_BAR_ID);
}

export interface BarActions {
  privacyHref: string;
  onAnswer: (acceptAnalytics: boolean) => void;
  /** Follows the privacy link inside the shop (no page load). */
  onFollowLink: (href: string) => void;
}

/**
 * Turns the first-paint copy into the working bar: visible to assistive technology, labelled by
 * its heading, buttons enabled, the privacy link in the page's language. Returns the undoing of the
 * event handlers (the bar itself is removed by whoever answers).
 */
export function adoptFirstPaintBar(bar: HTMLElement, actions: BarActions): () => void {
  const heading = bar.querySelector('h2');
  const link = bar.querySelector('a');
  const [decline, accept] = [...bar.querySelectorAll('button')];
  bar.removeAttribute('aria-hidden');
  bar.removeAttribute('data-until-consent');
  bar.setAttribute('data-testid', 'consent-bar');
  if (heading) {
    heading.id = 'shop-consent-heading';
    bar.setAttribute('aria-labelledby', heading.id);
  }
  const onDecline = () => actions.onAnswer(false);
  const onAccept = () => actions.onAnswer(true);
  const onLink = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    actions.onFollowLink(actions.privacyHref);
  };
  for (const button of [decline, accept]) if (button) button.disabled = false;
  decline?.addEventListener('click', onDecline);
  accept?.addEventListener('click', onAccept);
  if (link) {
    link.setAttribute('href', actions.privacyHref);
    link.removeAttribute('tabindex');
    link.addEventListener('click', onLink);
  }
  return () => {
    decline?.removeEventListener('click', onDecline);
    accept?.removeEventListener('click', onAccept);
    link?.removeEventListener('click', onLink);
  };
}
