import { statusOfError } from '@shop/shared';
import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface State {
  error: unknown;
}

/**
 * A page that throws while it renders shows the error page with the error's status and message
 * (spec §8), inside the shop's chrome. Keyed by path where it is used, so the next page starts clean.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorPage status={statusOfError(error)} message={error instanceof Error ? error.message : undefined} />;
  }
}
