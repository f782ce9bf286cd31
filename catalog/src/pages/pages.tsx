import { ComingSoon, RemoteRoot, type RemotePageProps } from '@shop/shared';
import FrontPage from './front-page';

/** The catalogue's pages: the shell hands over the routes the route table gives to the catalog. */
export default function CatalogPages(props: RemotePageProps) {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      {props.routeId === 'front' ? <FrontPage {...props} /> : <ComingSoon />}
    </RemoteRoot>
  );
}
