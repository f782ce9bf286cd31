import type { ReactNode } from 'react';
import type { RemoteName } from '../contracts/remote-modules';

/**
 * The root element of everything a remote renders: marks which team's fragment it is and which
 * build (release) of it, so a deploy can be seen in the page.
 */
export function RemoteRoot({ remote, release, children }: { remote: RemoteName; release: string; children: ReactNode }) {
  return (
    <div data-boundary={remote} data-release={release}>
      {children}
    </div>
  );
}
