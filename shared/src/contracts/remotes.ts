// GET /remotes.json: where each remote's mf-manifest.json lives right now. The API answers it from
// its configuration (CATALOG_REMOTE_URL … or REMOTES_FILE); the shell registers the remotes with it.
import { type Static, Type } from '@sinclair/typebox';
import { REMOTE_NAME_PATTERN } from './remote-names';

/** The founding three always; a team that joined by configuration under its own name. */
export const RemoteLocationsSchema = Type.Intersect([
  Type.Object({ catalog: Type.String(), cart: Type.String(), account: Type.String() }),
  Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN }), Type.String()),
]);
export type RemoteLocations = Static<typeof RemoteLocationsSchema>;

// POST /api/releases/errors: a browser tells the shop a remote failed on its page. `entry` is the
// remote's manifest address as the page named it: a remote's release is known by it.
export const ReleaseErrorBodySchema = Type.Object(
  {
    remote: Type.String({ pattern: REMOTE_NAME_PATTERN, maxLength: 32 }),
    entry: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
