// The part of react-router-dom the shop shares at run time: its declarative client API. A shared
// module is provided whole (no app can know what another app will use), so sharing the package
// itself would ship all of it, servers, data routers and RSC included, to every visitor. Sharing
// this list instead lets webpack drop the rest. bench:bundles checks (scripts/bench/lib/
// shared-surface.mjs) that every name an app imports from the router is here; to use another one,
// add it and rebuild the shell.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'shop-full-package/react-router-dom';
