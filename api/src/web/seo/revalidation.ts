/**
 * Whether an If-None-Match header names this ETag (or is `*`): the client's copy is current.
 * Compared weakly (RFC 9110 §13.1.2), as a GET's revalidation is.
 */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
