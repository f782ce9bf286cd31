// What kind of address a request names: the web layer's routes (files, pages, the API) tell them apart by it.
import path from 'node:path';

/** The address without its query or fragment. */
export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A page's address names no file: the shell's files (and the remotes') all have an extension. */
export function isPagePath(pathname: string): boolean {
  return pathname.endsWith('/') || !path.extname(pathname);
}

