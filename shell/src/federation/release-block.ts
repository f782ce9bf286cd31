import { PAGE_BLOCK_IDS } from '@shop/shared/contracts';
import type { RemoteLocations } from '@shop/shared';

/**
 * A page rendered on the server names the remote releases it was rendered with, in a JSON block.
 * The browser registers exactly those before it hydrates: the markup and the code that takes it
 * over come from the same releases, even while a remote is being redeployed.
 */
export const RELEASE_BLOCK_ID = PAGE_BLOCK_IDS.release;

export function takeRenderedRelease(doc: Document = document): Partial<RemoteLocations> | null {
  const block = doc.getElementById(RELEASE_BLOCK_ID);
  if (!block) return null;
  block.remove();
  try {
    const value: unknown = JSON.parse(block.textContent ?? '');
    if (typeof value !== 'object' || value === null) return null;
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => typeof entry === 'string'));
  } catch {
    return null;
  }
}
