import { statusOfError } from '@shop/shared';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorPage } from './error-page';

/**
 * A page that throws while it renders shows the error page with the error's status and message
 * (spec §8), inside the shop's chrome. Keyed by path where it is used, so the next page starts clean.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ error }) => <ErrorPage status={statusOfError(error)} message={error instanceof Error ? error.message : undefined} />}>
      {children}
    </ErrorBoundary>
  );
}
