// Draws the tab icon favicon-32.png from favicon.svg (create-app-config.cjs says why a PNG), with
// the rasteriser the API already draws product placeholders with.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const here = new URL('.', import.meta.url);
const { Resvg } = createRequire(new URL('../../api/package.json', import.meta.url))('@resvg/resvg-js');
const svg = readFileSync(new URL('favicon.svg', here), 'utf8');
const png = new Resvg(svg, { fitTo: { mode: 'width', value: 32 } }).render().asPng();
writeFileSync(new URL('favicon-32.png', here), png);
console.log(`favicon-32.png: ${png.length} bytes`);
