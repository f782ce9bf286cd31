import { useTranslation } from 'react-i18next';
import { useShopStore } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './loading-bar.module.css';
import { LOADING_BAR } from './loading-bar-timing';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The 2 px loading bar (spec §4, §9): a route change starts it; it shows only when loading takes
 * longer than the 200 ms throttle, creeps across over 5000 ms, and completes when the page is ready.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loading = useShopStore((state) => state.loadingCount > 0);
  const [navigating, setNavigating] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');

  // A route change counts as loading for one frame, so pages that load nothing finish at once.
  useEffect(() => {
    setNavigating(true);
    const frame = requestAnimationFrame(() => setNavigating(false));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const busy = loading || navigating;
  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    return undefined;
  }, [busy]);
  // Its own effect: the phase change to 'finishing' must not cancel the timer that ends it, or the
  // faded bar would stay in the page and tell screen readers it is still loading.
  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const hide = setTimeout(() => setPhase('idle'), LOADING_BAR.finishMs);
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${phase === 'finishing' ? styles.finishing : ''}`}
      style={{ animationDuration: `${LOADING_BAR.durationMs}ms` }}
      role="progressbar"
      aria-label={t('navigation.loading')}
      data-testid="loading-bar"
    />
  );
}
