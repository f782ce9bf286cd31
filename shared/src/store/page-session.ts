import { PAGE_BLOCK_IDS, type PageSession } from '../contracts/page-render';
import type { SessionUser } from './session-slice';

/** The session a page was served with (the render contract: contracts/page-render.ts). */
export type { PageSession };

/** Longer is not a title: a block that says so is read without it. */
const PAGE_TITLE_MAX = 300;

export const PAGE_SESSION_ID = PAGE_BLOCK_IDS.session;

const INVOICE_TYPES: ReadonlyArray<SessionUser['organization']['invoiceType']> = ['email', 'ehf', 'paper'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value) || !isRecord(value.organization)) return false;
  const { organization } = value;
  return (
    ['id', 'name', 'email', 'phone'].every((key) => typeof value[key] === 'string') &&
    typeof organization.id === 'string' &&
    typeof organization.name === 'string' &&
    INVOICE_TYPES.includes(organization.invoiceType as SessionUser['organization']['invoiceType'])
  );
}

/** The page's session block read, or null when it is not one (then the shell asks the API). */
export function parsePageSession(text: string): PageSession | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const page = typeof value.pageTitle === 'string' && value.pageTitle.length <= PAGE_TITLE_MAX ? { pageTitle: value.pageTitle } : {};
  if (value.userId === undefined) return page;
  if (!isRecord(value.userId) || typeof value.userId.userId !== 'string' || value.userId.userId === '') return null;
  const userId = { userId: value.userId.userId };
  // A user that is not the one the session names is not taken: the shell loads the right one.
  return isSessionUser(value.user) && value.user.id === userId.userId ? { userId, user: value.user, ...page } : { userId, ...page };
}

/**
 * Takes the page's session block out of the page and reads it: once, at start, so a later logout
 * leaves no copy of the person in the document.
 */
export function takePageSession(doc: Document = document): PageSession | null {
  const block = doc.getElementById(PAGE_SESSION_ID);
  if (!block) return null;
  block.remove();
  return parsePageSession(block.textContent ?? '');
}

/**
 * The session the page was served with, read without taking it out: the kernel's store starts from
 * it, so a page rendered on the server and the browser's first render of it show the same person
 * (React compares them when it hydrates). Null when the page carries no session block.
 */
export function readPageSession(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageSession | null {
  const block = doc?.getElementById(PAGE_SESSION_ID);
  return block ? parsePageSession(block.textContent ?? '') : null;
}
