// The remotes the shell loads at run time, each built and deployed by its own team. Plain values
// (no schema code): the front ends import them too.

/**
 * The founding teams: every release has them (each has a default location in the environment).
 * Other teams join a running shop by an entry in the remotes configuration and leave by its removal
 * (README, "How a new team joins"): their names are not known in advance.
 */
export const REMOTE_NAMES = ['catalog', 'cart', 'account'] as const;
export type FoundingRemote = (typeof REMOTE_NAMES)[number];

/** A remote's name: a founding team's or a joining team's (see `isRemoteName`). */
export type RemoteName = string;

/**
 * What a remote may be called: lower-case letters and digits, 2 to 32 of them, starting with a
 * letter. It is a federation container name, a folder (/remotes/<name>/), a CSS prefix and an
 * environment variable's part, so nothing else would do for all of them.
 */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9]{1,31}$';

export function isRemoteName(name: string): boolean {
  return new RegExp(REMOTE_NAME_PATTERN).test(name) && name !== 'shell';
}
