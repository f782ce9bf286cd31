import { LOCALES, ROUTES } from '@shop/shared';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../errors/route-error-page';
import { ShopLayout } from '../layout/shop-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RoutePage } from './route-page';

// Every path of the shared route table, in both languages, renders inside the shop layout.
const pages: RouteObject[] = ROUTES.flatMap((route) =>
  LOCALES.map((locale) => ({
    path: route.paths[locale],
    element: <RoutePage route={route} locale={locale} />,
  })),
);

const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    // A page that throws while loading still gets the chrome around the error page.
    errorElement: (
      <ShopLayout>
        <RouteErrorPage />
      </ShopLayout>
    ),
    children: [...pages, { path: '*', element: <NotFoundPage /> }],
  },
]);

export function ShopRouter() {
  return <RouterProvider router={router} />;
}
