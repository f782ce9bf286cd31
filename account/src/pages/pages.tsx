import { ComingSoon, RemoteRoot, type RemotePageProps } from '@shop/shared';
import { useSearchParams } from 'react-router';
import LoginPage from './login-page';

/** The account team's pages: login, the account area and organisation registration. */
export default function AccountPages(props: RemotePageProps) {
  const [search] = useSearchParams();
  // The login page is also the account route with ?page=login (spec §2).
  const isLogin = props.routeId === 'account-login' || (props.routeId === 'account' && search.get('page') === 'login');
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      {isLogin ? <LoginPage {...props} /> : <ComingSoon />}
    </RemoteRoot>
  );
}
