import { Script } from 'node:vm';
import type { CandidateCheck } from './release-registry';

/** How long a candidate's manifest or entry may take to answer, whole. */
const FETCH_CHECK_TIMEOUT_MS = 5_000;

/** A GET's answer as the check reads it. */
interface FetchedFile {
  status: number;
  body: string;
}

/** Fetches an address: absolute ones over the network, paths on the shop from this process. */
export type FetchFile = (address: string, timeoutMs: number) => Promise<FetchedFile>;

interface ManifestEntry {
  name?: unknown;
  path?: unknown;
}

/** The browser entry a manifest names (mf-manifest.json's metaData.remoteEntry), as an address beside the manifest. */
function browserEntryOf(manifest: unknown, manifestAddress: string): string | undefined {
  const entry = (manifest as { metaData?: { remoteEntry?: ManifestEntry } } | null)?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return undefined;
  const file = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  const absolute = /^https?:\/\//i.test(manifestAddress);
  const address = new URL(file, new URL(manifestAddress, 'http://shop'));
  return absolute ? address.href : address.pathname;
}

/**
 * The browser's part of a candidate's check: each changed remote's manifest answers within the
 * time-out and is a federation manifest naming its browser entry, and that entry answers too and
 * compiles as a whole script.
 */
export function browserCheck(fetchFile: FetchFile, timeoutMs = FETCH_CHECK_TIMEOUT_MS): CandidateCheck {
  return async (candidate, changed) => {
    for (const name of changed) {
      const location = candidate.locations[name];
      if (location === undefined) continue; // a team that left: nothing of it to check
      const problem = await checkRemote(fetchFile, timeoutMs, location);
      if (problem) return `${name}: ${problem}`;
    }
    return undefined;
  };
}

async function checkRemote(fetchFile: FetchFile, timeoutMs: number, manifestAddress: string): Promise<string | undefined> {
  const manifest = await fetched(fetchFile, manifestAddress, timeoutMs);
  if (typeof manifest === 'string') return `its manifest ${manifestAddress} ${manifest}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifest.body);
  } catch {
    return `its manifest ${manifestAddress} is not JSON`;
  }
  const entry = browserEntryOf(parsed, manifestAddress);
  if (!entry) return `its manifest ${manifestAddress} names no browser entry (metaData.remoteEntry)`;
  const entryFile = await fetched(fetchFile, entry, timeoutMs);
  if (typeof entryFile === 'string') return `its browser entry ${entry} ${entryFile}`;
  const broken = syntaxProblem(entryFile.body, entry);
  if (broken) return `its browser entry ${entry} is not whole JavaScript (${broken})`;
  return undefined;
}

/**
 * Why no browser could run `source` as a script, or undefined: it is compiled, never run. A file
 * cut short on its way to the host (a deploy that stopped half way) answers 200 and fails only here.
 */
function syntaxProblem(source: string, filename: string): string | undefined {
  try {
    new Script(source, { filename });
    return undefined;
  } catch (error) {
    return String(error); // "SyntaxError: Unexpected end of input"
  }
}

/** The file, or what went wrong in words. */
async function fetched(fetchFile: FetchFile, address: string, timeoutMs: number): Promise<FetchedFile | string> {
  try {
    const answer = await fetchFile(address, timeoutMs);
    if (answer.status < 200 || answer.status >= 300) return `answered ${answer.status}`;
    return answer;
  } catch (error) {
    // A time-out is a DOMException, not always an Error of this realm: told by its name.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    if (name === 'TimeoutError' || name === 'AbortError') return `did not answer within ${timeoutMs} ms`;
    return `could not be fetched (${typeof message === 'string' ? message : String(error)})`;
  }
}

/** Fetches an absolute address with a time-out covering the whole answer. */
export async function fetchOverNetwork(address: string, timeoutMs: number): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(timeoutMs);
  const answer = await fetch(address, { signal, redirect: 'follow' });
  return { status: answer.status, body: await answer.text() };
}
