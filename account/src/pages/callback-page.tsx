import { getHref, loginRedirectHref, safeReturnPath, useShopStore, useShopTranslation, type RemotePageProps } from '@shop/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Where a login ends: back to the page the person came from, once the session is known. */
export default function CallbackPage({ locale }: RemotePageProps) {
  const { t } = useShopTranslation();
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
