/**
 * How long the shell waits for a remote. A file (manifest, remoteEntry.js) that has not arrived in
 * RESOURCE_TIMEOUT_MS counts as failed; a whole load (files, start-up, the module's chunks) that
 * has not finished in LOAD_TIMEOUT_MS shows the slot's fallback. A load that failed fast (refused,
 * 5xx, a script that errored) is tried again after each of RETRY_DELAYS_MS: a remote restarting or
 * being deployed is often back within a second. One that timed out is not: its customer has
 * already waited long enough.
 */
export const RESOURCE_TIMEOUT_MS = 10_000;
export const LOAD_TIMEOUT_MS = 15_000;
export const RETRY_DELAYS_MS: readonly number[] = [300, 1_000];
