/** The fields of a remote's mf-manifest.json the shell needs to start it. */
export interface RemoteEntryInfo {
  /** The global variable the remote's container is assigned to. */
  globalName: string;
  /** Absolute URL of the remote's remoteEntry.js; the remote's other files sit beside it. */
  entryUrl: string;
}

/** Reads a manifest body; entries resolve against the manifest's own URL, so a remote can live anywhere. */
export function parseRemoteManifest(body: unknown, manifestUrl: string): RemoteEntryInfo {
  const metaData = (body as { metaData?: { globalName?: unknown; remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData;
  const globalName = metaData?.globalName;
  const entryName = metaData?.remoteEntry?.name;
  const entryPath = metaData?.remoteEntry?.path ?? '';
  if (typeof globalName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(globalName) || typeof entryName !== 'string' || typeof entryPath !== 'string') {
    throw new Error(`${manifestUrl} is not a remote manifest`);
  }
  const folder = entryPath === '' ? '' : `${entryPath.replace(/\/+$/, '')}/`;
  return { globalName, entryUrl: new URL(`${folder}${entryName}`, manifestUrl).href };
}
