import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Locale, RouteDefinition } from '../routes/route-table';
import { useShopStore } from './use-shop-store';
import { guardDecision } from '../routes/session-guard';

/** The auth guard around a page: renders it, waits for the session check, or sends a visitor to login. */
export function SessionGuard({ route, locale, children }: { route: RouteDefinition; locale: Locale; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const sessionChecked = useShopStore((state) => state.sessionChecked);
  const decision = guardDecision(route, { isLoggedIn, sessionChecked }, { locale, pathname, search });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return null;
  return <>{children}</>;
}
