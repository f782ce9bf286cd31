import { isFresh } from './revalidation';

describe('revalidation', () => {
  it('finds the ETag among those If-None-Match names, weak or strong, or any for *', () => {
    expect(isFresh('W/"abc"', 'W/"abc"')).toBe(true);
    expect(isFresh('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(isFresh('*', 'W/"abc"')).toBe(true);
    expect(isFresh('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isFresh(undefined, 'W/"abc"')).toBe(false);
  });
});
