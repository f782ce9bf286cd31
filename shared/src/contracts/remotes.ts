// GET /remotes.json: where each remote's mf-manifest.json lives right now. The API answers it from
// its configuration (CATALOG_REMOTE_URL … or REMOTES_FILE); the shell registers the remotes with it.
import { type Static, Type } from '@sinclair/typebox';

export const RemoteLocationsSchema = Type.Object({ catalog: Type.String(), cart: Type.String(), account: Type.String() });
export type RemoteLocations = Static<typeof RemoteLocationsSchema>;
