// The host's page as its first paint needs it: the stylesheets of the bootstrap chunk (behind the
// async boundary) and of the shared libraries it consumes are linked up front (otherwise the browser
// meets them only after main.js has run, one round trip later), and main.js itself is started by
// the page once it has painted (page-starter.cjs).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { pageStarterScript, shopFontScript } = require('./page-starter.cjs');

const PLUGIN = 'ShopStartUpPreloadPlugin';

/**
 * Every chunk a chunk group needs, following the shared modules it consumes to the chunks of the
 * host's own provided copy (the one the share scope hands out at start-up).
 */
function startUpChunks(compilation, firstGroup) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const chunks = new Set();
  const groups = [firstGroup];
  const seenGroups = new Set();
  const follow = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  };
  while (groups.length > 0) {
    const group = groups.pop();
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        follow(provided.get(module.options.shareKey) ?? module);
      }
    }
  }
  return chunks;
}

class StartUpPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const publicPath = data.publicPath ?? '/';
        const styles = new Set();
        // The groups behind main's own import() calls: the async boundary of src/index.ts.
        for (const boundary of entry.childrenIterable) {
          for (const chunk of startUpChunks(compilation, boundary)) {
            for (const file of chunk.files) {
              if (file.endsWith('.css')) styles.add(file);
            }
          }
        }
        const tag = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: PLUGIN }, attributes });
        // Stylesheets as real links: the chunk loader finds them in the page and does not load them again.
        data.headTags.push(...[...styles].map((file) => tag({ rel: 'stylesheet', href: `${publicPath}${file}` })));
        // Inter named before the first layout when the browser has it (page-starter.cjs).
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: PLUGIN }, attributes: {}, innerHTML: shopFontScript() });
        // No preload of the start-up scripts nor of the font: every page comes rendered from the
        // server, and its first paint (the largest included) needs none of them. Preloaded, they
        // shared a phone's connection with the stylesheets and the first pictures; now main.js asks
        // for them once the page has painted (src/start-up/after-first-paint.ts), and for the font when
        // idle (shop-font.ts).
        // The entry script itself is started after the first paint (page-starter.cjs).
        data.headTags = data.headTags.map((headTag) => {
          const src = headTag.tagName === 'script' ? headTag.attributes?.src : undefined;
          if (typeof src !== 'string' || !/(^|\/)main\.js$/.test(src)) return headTag;
          return { tagName: 'script', voidTag: false, meta: { plugin: PLUGIN }, attributes: {}, innerHTML: pageStarterScript(src) };
        });
        return data;
      });
    });
  }
}

module.exports = { StartUpPreloadPlugin };
