// npm run release -- <catalog|cart|account> <manifest address>
// Points one remote at a new release in REMOTES_FILE, written whole: a temporary file beside it,
// renamed over it (a rename is atomic), so the API never reads half a file. The API then checks
// the release before it goes live (README, "How a remote's release reaches the server"); see
// GET /api/operator/releases for whether it did.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NAMES = ['catalog', 'cart', 'account'];
const [name, address] = process.argv.slice(2);
const file = process.env.REMOTES_FILE;

function fail(message) {
  console.error(message);
  process.exit(2);
}

if (!file) fail('REMOTES_FILE is not set: name the remotes file the API reads.');
if (!NAMES.includes(name ?? '')) fail(`usage: npm run release -- <${NAMES.join('|')}> <address of its mf-manifest.json>`);
if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(address ?? '')) fail(`"${address ?? ''}" is not an absolute http(s) address or a path starting with /.`);

let remotes = {};
try {
  remotes = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  if (error.code !== 'ENOENT') fail(`${file} could not be read as JSON (${error.message}): fix or remove it first.`);
}
remotes[name] = address;
const temporary = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.tmp`);
writeFileSync(temporary, `${JSON.stringify(remotes, null, 2)}\n`);
renameSync(temporary, file);
console.log(`${name} → ${address} written to ${file}; the API checks it before it goes live.`);
