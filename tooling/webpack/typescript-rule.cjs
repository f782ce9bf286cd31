// How every build compiles the shop's TypeScript and JSX (an app's own sources and the kernel's):
// swc, React's automatic runtime, for the given JavaScript target.
const path = require('node:path');

const sharedSourceDir = path.resolve(__dirname, '..', '..', 'shared', 'src');

/**
 * @param {string} appDir      the app's folder
 * @param {boolean} production  production builds leave React's development checks out
 * @param {string} target      'es2020' for browsers, a newer one for Node
 */
function typescriptRule(appDir, production, target) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(appDir, 'src'), sharedSourceDir],
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

module.exports = { typescriptRule };
