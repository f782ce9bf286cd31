/** The API's limit on search words; longer input is cut rather than refused. */
const SEARCH_MAX_LENGTH = 100;

/** The words of a results address (`?search=<words>`), as the results page searches for them. */
export function searchWordsOf(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}
