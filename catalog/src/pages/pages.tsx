import { RemoteRoot, type CategoryKey, type RemotePageProps } from '@shop/shared';
import '../state/start-catalog';
import { CatalogTexts } from '../texts/catalog-texts-context';
import { CategoryPage } from './category-page';
import { DetailPage } from './detail-page';
import FrontPage from './front-page';
import { ProductsPage } from './products-page';
import { ResultsPage } from './results-page';

/** The catalogue's pages: the shell hands over the routes the route table gives to the catalog. */
export default function CatalogPages(props: RemotePageProps) {
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <CatalogTexts>
        <CatalogPage {...props} />
      </CatalogTexts>
    </RemoteRoot>
  );
}

function CatalogPage(props: RemotePageProps) {
  const { routeId } = props;
  if (routeId === 'front') return <FrontPage />;
  if (routeId === 'products') return <ProductsPage />;
  if (routeId === 'results') return <ResultsPage />;
  if (routeId.startsWith('category:')) return <CategoryPage key={routeId} category={routeId.slice('category:'.length) as CategoryKey} />;
  // product-detail, result-detail and category-detail:<key>
  return <DetailPage {...props} />;
}
