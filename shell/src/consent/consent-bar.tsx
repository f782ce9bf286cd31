import { getHref, useShopStore, useShopTranslation } from '@shop/shared';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import './consent-bar.css';

const HEIGHT_PROPERTY = '--shop-consent-height';

/**
 * Publishes the bar's height while it is open, so the page keeps a focused element above the bar
 * when it scrolls it into view (global.css: scroll-padding-bottom).
 */
function useHeightProperty(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${bar.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

/**
 * The cookie consent bar (spec §2, Norwegian text in both languages). Accepting and declining are
 * two equal buttons; nothing optional is written before one of them is pressed.
 */
export function ConsentBar() {
  const answered = useShopStore((state) => state.consentAnswered);
  return answered ? null : <OpenConsentBar />;
}

function OpenConsentBar() {
  const { t, locale } = useShopTranslation();
  const setConsent = useShopStore((state) => state.setConsent);
  const ref = useRef<HTMLElement>(null);
  useHeightProperty(ref);
  const answer = (acceptAnalytics: boolean) => {
    setConsent(acceptAnalytics ? ['analytics'] : []);
    // The pressed button goes away with the bar: a keyboard user carries on in the page's content.
    document.getElementById('main')?.focus();
  };
  return (
    <section ref={ref} className="shop-consent" aria-labelledby="shop-consent-heading" data-testid="consent-bar" lang="nb">
      <div className="shop-consent-inner">
        <div>
          <h2 id="shop-consent-heading">{t('consent.heading')}</h2>
          <p>
            {t('consent.text')} <Link to={getHref('privacy', locale)}>{t('consent.readMore')}</Link>
          </p>
        </div>
        <div className="shop-consent-buttons">
          <button type="button" onClick={() => answer(false)}>
            {t('consent.decline')}
          </button>
          <button type="button" onClick={() => answer(true)}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
