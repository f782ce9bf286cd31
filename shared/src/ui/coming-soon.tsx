import { useShopTranslation } from '../i18n/use-locale';

/** A page of the route table whose screen is not built yet says so plainly, in the page's language. */
export function ComingSoon() {
  const { t } = useShopTranslation();
  return (
    <section>
      <h1>{t('pages.comingSoonHeading')}</h1>
      <p>{t('pages.comingSoonBody')}</p>
    </section>
  );
}
