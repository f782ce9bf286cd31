import { useTranslation } from 'react-i18next';
import { getHref, useShopStore, useLocale } from '@shop/shared';
import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OptionalCookieGroup } from '@shop/shared/consent';
import { ConsentForm } from './consent-form';
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
    let published = '';
    const publish = (height: number) => {
      const value = `${Math.round(height)}px`;
      if (value === published) return; // An unchanged value must not restyle the page again.
      published = value;
      root.style.setProperty(HEIGHT_PROPERTY, value);
    };
    if (typeof ResizeObserver === 'undefined') {
      publish(bar.offsetHeight);
      return () => root.style.removeProperty(HEIGHT_PROPERTY);
    }
    // The observer reports the first size too, after layout: no layout forced during the commit.
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize[0];
      publish(box ? box.blockSize : bar.offsetHeight);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

/**
 * The cookie consent bar (spec §2, Norwegian text in both languages). Accepting and declining are
 * two equal buttons; nothing optional is written before one of them is pressed. Rendered on the
 * server with the page while no answer is stored (the `consent` cookie), so a first visit shows it
 * before any script has run.
 */
export function ConsentBar() {
  const answered = useShopStore((state) => state.consentAnswered);
  return answered ? null : <OpenConsentBar />;
}

/** Records the choice; the pressed button goes away with the bar, so focus moves to the page. */
function useAnswer(): (enabled: OptionalCookieGroup[]) => void {
  const setConsent = useShopStore((state) => state.setConsent);
  return useCallback(
    (enabled) => {
      setConsent(enabled);
      document.getElementById('main')?.focus();
    },
    [setConsent],
  );
}

function OpenConsentBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAnswer();
  const ref = useRef<HTMLElement>(null);
  useHeightProperty(ref);
  return (
    <section ref={ref} className="shop-consent" aria-labelledby="shop-consent-heading" data-testid="consent-bar" lang="nb">
      <div className="shop-consent-inner">
        <div>
          <h2 id="shop-consent-heading">{t('consent.heading')}</h2>
          <p>
            {t('consent.text')} <Link to={getHref('privacy', locale)}>{t('consent.readMore')}</Link>
          </p>
        </div>
        <ConsentForm className="shop-consent-buttons" onAnswer={answer} />
      </div>
    </section>
  );
}
