// CSS Modules: importing a .module.css file gives its (team-prefixed) class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

// Replaced at build time by webpack's DefinePlugin.
declare const process: { env: { NODE_ENV: string; SHOP_RELEASE: string } };
