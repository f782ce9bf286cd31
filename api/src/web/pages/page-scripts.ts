import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileStamp, lookedAtRecently } from '../file-stamp';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts a page runs from its own text:
 * the shell page's starter, which loads the entry script after the first paint (the shell's build
 * writes it: tooling/webpack/page-starter.cjs). Loaded scripts (`src`) and data blocks (a JSON
 * `type`) are not run from the page's text and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !JAVASCRIPT_TYPES.test((type[2] ?? type[3] ?? type[4] ?? '').trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The shell's built page (its index.html) and the hashes of its inline scripts; no page when it is not built. */
export interface ShellPage {
  html: string | undefined;
  scriptHashes: string[];
}

/**
 * The shell page at `file`, read again only when the file is replaced (looked at every
 * FILE_LOOK_MAX_AGE_MS): every page the shop answers (rendered, from the cache, or the shell page
 * itself) starts with its scripts, and a page the server does not render is this page. Read from
 * disk for each such page, it was ~3 % of the process under a retailer's load, where most fall back.
 */
export function shellPageReader(file: string): () => ShellPage {
  let known: { stamp: string; page: ShellPage } | undefined;
  const stamp = lookedAtRecently(() => fileStamp(file));
  return () => {
    const now = stamp();
    if (known?.stamp !== now) {
      let html: string | undefined;
      try {
        html = readFileSync(file, 'utf8');
      } catch {
        // not built: no page, and no scripts to allow
      }
      known = { stamp: now, page: { html, scriptHashes: inlineScriptHashes(html ?? '') } };
    }
    return known.page;
  };
}
