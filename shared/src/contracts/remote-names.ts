// The remotes the shell loads at run time, each built and deployed by its own team. Plain values
// (no schema code): the front ends import them too.
export const REMOTE_NAMES = ['catalog', 'cart', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
