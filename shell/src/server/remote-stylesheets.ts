import type { RemoteLocations, RemoteName } from '@shop/shared';

/**
 * The stylesheets a rendered page needs in its head. In the browser a remote's styles come with
 * its code (the federation runtime adds them when the module loads); a page rendered on the server
 * would otherwise paint the remote's markup unstyled until then, and move when they arrive. Read
 * from each remote's mf-manifest.json: the stylesheets of the owner's `Pages`, and those of every
 * component a page may place (the add-to-cart button, …).
 */
export interface RemoteStylesheets {
  pages: Partial<Record<RemoteName, string[]>>;
  components: string[];
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
          const address = (file: string) => publicAddress(file, publicManifest);
          if (expose.name === 'Pages') {
            // The first paint needs the styles of what is rendered, the parts a page loads lazily in
            // the browser included (the front page's carousels): the server renders them in place,
            // and without their styles they would stand unstyled until the scripts load them.
            const lazyParts = (css?.async ?? []).filter((file) => !ofOtherModules.has(file));
            found.pages[name] = [...(css?.sync ?? []), ...lazyParts].map(address);
          } else found.components.push(...(css?.sync ?? []).map(address));
        }
      } catch {
        // A remote whose manifest cannot be read: its styles come with its code, as before.
      }
    }),
  );
  return found;
}

/** The <link> tags of the stylesheets a page of `owner` needs. */
export function stylesheetLinks(sheets: RemoteStylesheets, owner: RemoteName | 'shell' | undefined): string {
  const pages = owner && owner !== 'shell' ? (sheets.pages[owner] ?? []) : [];
  return [...new Set([...pages, ...sheets.components])].map((href) => `<link rel="stylesheet" href="${href}">`).join('');
}
