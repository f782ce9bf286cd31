import { MAX_JSON_DEPTH, tooDeepAt } from './json-depth';

const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

describe('tooDeepAt', () => {
  it('lets a body through up to the depth, and names the top-level field where it goes deeper', () => {
    expect(tooDeepAt(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBeNull();
    expect(tooDeepAt(`{"customer":"x","invoiceAddress":${nested(MAX_JSON_DEPTH)}}`, MAX_JSON_DEPTH)).toBe('invoiceAddress');
    expect(tooDeepAt(`{"lineItems":[${'['.repeat(40)}${']'.repeat(40)}]}`, MAX_JSON_DEPTH)).toBe('lineItems');
  });

  it('calls it the body when the body is a list or no field is named yet', () => {
    expect(tooDeepAt('['.repeat(50_000) + ']'.repeat(50_000), MAX_JSON_DEPTH)).toBe('body');
    expect(tooDeepAt(`{${'['.repeat(40)}`, MAX_JSON_DEPTH)).toBe('body');
  });

  it('does not count brackets inside texts, escaped quotes included', () => {
    const text = JSON.stringify({ comment: `"${'{['.repeat(100)}\\"`, 'a"b': '}}}' });
    expect(tooDeepAt(text, 2)).toBeNull();
    expect(tooDeepAt(JSON.stringify({ 'na"me': [[[1]]] }), 2)).toBe('na"me');
  });
});
