// The types of declared-routes.cjs, for the TypeScript packages that read a repository's routes (tests).
/** The default export of `<appDir>/src/routes.ts`, as plain data. */
export function readDeclaredRoutes(appDir: string): unknown;
/** The declared routes of every app of the repository that has a routes module, by app name. */
export function repositoryDeclaredRoutes(repoRoot: string): Record<string, unknown>;
