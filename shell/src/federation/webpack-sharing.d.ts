// webpack's Module Federation globals, available in every module of a build that shares modules.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
