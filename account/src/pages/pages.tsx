// Started first: the account's texts and session listener are in place before anything renders.
import '../state/start-account';
import { RemoteRoot, isLoginPage, type RemotePageProps } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { type AccountSection, AccountArea } from './account-area';
import CallbackPage from './callback-page';
import LoginPage from './login-page';
import LogoutPage from './logout-page';

// Registration and a new password from a mailed link are pages few visits open: loaded when opened.
const CreateAccountPage = lazy(() => import(/* webpackChunkName: "create-account" */ './create-account-page'));
const NewPasswordPage = lazy(() => import(/* webpackChunkName: "new-password" */ './new-password-page'));

const SECTIONS: readonly AccountSection[] = ['company', 'invoice', 'contacts', 'addresses'];

/** Which sub-page of the account route: ?page=invoice|contacts|addresses, company info by default. */
function accountSection(search: string): AccountSection {
  const page = new URLSearchParams(search).get('page');
  return SECTIONS.find((section) => section === page) ?? 'company';
}

function Screen(props: RemotePageProps & { search: string }) {
  const { routeId, search } = props;
  if (routeId === 'login' || routeId === 'account-login' || isLoginPage(routeId, search)) return <LoginPage {...props} />;
  switch (routeId) {
    case 'callback':
      return <CallbackPage {...props} />;
    case 'logout':
    case 'account-logout':
      return <LogoutPage {...props} />;
    case 'account-create':
      return (
        <Suspense fallback={null}>
          <CreateAccountPage {...props} />
        </Suspense>
      );
    case 'account-new-password':
      return (
        <Suspense fallback={null}>
          <NewPasswordPage {...props} />
        </Suspense>
      );
    case 'account-orders':
      return <AccountArea locale={props.locale} section="orders" />;
    case 'account-order':
      return <AccountArea locale={props.locale} section="order" orderId={props.params.id} />;
    case 'account-profile':
      return <AccountArea locale={props.locale} section="profile" />;
    case 'account-people':
      return <AccountArea locale={props.locale} section="people" />;
    case 'account-approvals':
      return <AccountArea locale={props.locale} section="approvals" />;
    default:
      return <AccountArea locale={props.locale} section={accountSection(search)} />;
  }
}

/** The account team's pages: login, the account area and organisation registration. */
export default function AccountPages(props: RemotePageProps) {
  const { search } = useLocation();
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <Screen {...props} search={search} />
    </RemoteRoot>
  );
}
