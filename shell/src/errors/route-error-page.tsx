import { statusOfError } from '@shop/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** A page that failed to load shows the error page with the error's status and message (spec §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  return <ErrorPage status={statusOfError(error)} message={error instanceof Error ? error.message : undefined} />;
}
