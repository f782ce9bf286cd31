import { useTranslation } from 'react-i18next';
import { getHref, useShopStore, useLocale } from '@shop/shared';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import './consent-bar.css';
import { adoptFirstPaintBar, findFirstPaintBar } from './first-paint-bar';

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
 * two equal buttons; nothing optional is written before one of them is pressed.
 */
export function ConsentBar() {
  const answered = useShopStore((state) => state.consentAnswered);
  // The page's HTML may hold the bar already (first-paint-bar.ts): then the shell works that one.
  const [firstPaintBar] = useState(findFirstPaintBar);
  // Answered (here or in another tab): the HTML's copy goes too.
  useLayoutEffect(() => {
    if (answered) firstPaintBar?.remove();
  }, [answered, firstPaintBar]);
  if (answered) return null;
  return firstPaintBar ? <AdoptedConsentBar bar={firstPaintBar} /> : <OpenConsentBar />;
}

/** Records the choice; the pressed button goes away with the bar, so focus moves to the page. */
function useAnswer(): (acceptAnalytics: boolean) => void {
  const setConsent = useShopStore((state) => state.setConsent);
  // One function for the bar's life: the adopted bar's handlers are attached once, not each render.
  return useCallback(
    (acceptAnalytics) => {
      setConsent(acceptAnalytics ? ['analytics'] : []);
      document.getElementById('main')?.focus();
    },
    [setConsent],
  );
}

function AdoptedConsentBar({ bar }: { bar: HTMLElement }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const answer = useAnswer();
  const ref = useRef<HTMLElement>(bar);
  useHeightProperty(ref);
  const privacyHref = getHref('privacy', locale);
  useLayoutEffect(
    () => adoptFirstPaintBar(bar, { privacyHref, onAnswer: answer, onFollowLink: (href) => void navigate(href) }),
    [bar, privacyHref, answer, navigate],
  );
  return null;
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
