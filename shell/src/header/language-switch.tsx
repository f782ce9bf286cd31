import { useTranslation } from 'react-i18next';
import { hasLocaleTexts, loadLocaleTexts, translatePath, type Locale } from '@shop/shared';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { opensElsewhere } from '../app/opens-elsewhere';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in the other language, keeping query and product id; the choice is kept for 365 days.
 * The other language's texts are fetched when the pointer or focus reaches the link, and the switch
 * waits for them, so the new page never shows in the old language first.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const other: Locale = locale === 'nb' ? 'en' : 'nb';
  const target = translatePath(pathname, other) + search;
  const prepare = () => void loadLocaleTexts(other).catch(() => undefined);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `locale=${other}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
    if (hasLocaleTexts(other) || opensElsewhere(event)) return; // The link navigates by itself.
    event.preventDefault();
    // Offline, the texts may not come: the page then switches in the language it has.
    void loadLocaleTexts(other)
      .catch(() => undefined)
      .then(() => navigate(target));
  };
  return (
    <Link
      to={target}
      lang={other}
      hrefLang={other}
      aria-label={t('header.otherLanguageLabel')}
      onClick={onClick}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
    >
      {t('header.otherLanguage')}
    </Link>
  );
}
