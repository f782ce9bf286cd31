import type { RemoteLocations, RemoteName } from '@shop/shared';

/**
 * The stylesheets a rendered page needs in its head. In the browser a remote's styles come with
 * its code (the federation runtime adds them when the module loads); a page rendered on the server
 * would otherwise paint the remote's markup unstyled until then, and move when they arrive. Read
 * from each remote's mf-manifest.json: the stylesheets of the owner's `Pages`, and those of every
 * component a page may place (the add-to-cart button, …).
 */
export interface RemoteStylesheets {
  pages: Record<RemoteName, Stylesheet[]>;
  components: Stylesheet[];
}

/** One stylesheet: where the browser reaches it, and where this process reads it. */
export interface Stylesheet {
  href: string;
  source: string;
}

interface ManifestExpose {
  name: string;
  assets?: { css?: { sync?: string[]; async?: string[] } };
}

/** A file of the remote, at the address the browser reaches it (beside its public manifest). */
function publicAddress(file: string, publicManifest: string): string {
  if (/^https?:\/\//i.test(publicManifest)) return new URL(file, publicManifest).href;
  return new URL(file, new URL(publicManifest, 'http://shop')).pathname;
}

export async function remoteStylesheets(remotes: Partial<RemoteLocations>, publicRemotes: Partial<RemoteLocations>): Promise<RemoteStylesheets> {
  const found: RemoteStylesheets = { pages: {}, components: [] };
  await Promise.all(
    (Object.entries(remotes) as Array<[RemoteName, string]>).map(async ([name, manifestUrl]) => {
      const publicManifest = publicRemotes[name];
      if (!publicManifest) return;
      try {
        const manifest = (await (await fetch(manifestUrl)).json()) as { exposes?: ManifestExpose[] };
        const exposes = manifest.exposes ?? [];
        // A manifest lists under `async` the stylesheets of other exposed modules too: never those.
        const ofOtherModules = new Set(exposes.flatMap((expose) => expose.assets?.css?.sync ?? []));
        for (const expose of exposes) {
          const css = expose.assets?.css;
          const sheet = (file: string): Stylesheet => ({ href: publicAddress(file, publicManifest), source: new URL(file, manifestUrl).href });
          if (expose.name === 'Pages') {
            // The first paint needs the styles of what is rendered, the parts a page loads lazily in
            // the browser included (the front page's carousels): the server renders them in place,
            // and without their styles they would stand unstyled until the scripts load them.
            const lazyParts = (css?.async ?? []).filter((file) => !ofOtherModules.has(file));
            found.pages[name] = [...(css?.sync ?? []), ...lazyParts].map(sheet);
          } else found.components.push(...(css?.sync ?? []).map(sheet));
        }
      } catch {
        // A remote whose manifest cannot be read: its styles come with its code, as before.
      }
    }),
  );
  return found;
}

/** The stylesheets a page of `owner` needs, each once. */
export function pageStylesheets(sheets: RemoteStylesheets, owner: RemoteName | undefined): Stylesheet[] {
  const pages = owner && owner !== 'shell' ? (sheets.pages[owner] ?? []) : [];
  const byHref = new Map([...pages, ...sheets.components].map((sheet) => [sheet.href, sheet]));
  return [...byHref.values()];
}
