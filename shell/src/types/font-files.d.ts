// A font file imported by a module: webpack emits it (asset/resource) and gives its address.
declare module '*.woff2' {
  const address: string;
  export default address;
}
