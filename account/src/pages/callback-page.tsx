import { getHref, loginRedirectHref, safeReturnPath, useShopStore, type RemotePageProps } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Where a login ends: back to the page the person came from, once the session is known. */
export default function CallbackPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const sessionChecked = useShopStore((state) => state.sessionChecked);
  const returnTo = safeReturnPath(search.get('returnTo')) ?? getHref('account', locale);

  useEffect(() => {
    if (isLoggedIn) void navigate(returnTo, { replace: true });
    else if (sessionChecked) void navigate(loginRedirectHref(locale, returnTo), { replace: true });
  }, [isLoggedIn, sessionChecked, returnTo, locale, navigate]);

  return (
    <section>
      <h1>{t('account.callbackHeading')}</h1>
      <p role="status">{t('account.callbackWorking')}</p>
    </section>
  );
}
