// The Module Federation runtime the shell loads remotes with (@module-federation/enhanced/runtime).
// The package is a dependency of the tooling, which builds every app with it: the shell imports it
// from here. In a build it resolves to the one runtime the federation plugin puts in the page.
export * from '@module-federation/enhanced/runtime';
