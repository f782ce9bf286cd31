import { useShopTranslation } from '@shop/shared';

export function ComingSoonPage() {
  const { t } = useShopTranslation();
  return (
    <section>
      <h1>{t('pages.comingSoonHeading')}</h1>
      <p>{t('pages.comingSoonBody')}</p>
    </section>
  );
}
