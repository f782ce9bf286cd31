import { shouldPrefetch } from './idle-prefetch';

describe('shouldPrefetch', () => {
  it('prefetches on a normal connection', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '3g', saveData: false } })).toBe(true);
  });

  it('skips offline, on 2g and with data saver on', () => {
    expect(shouldPrefetch({ onLine: false })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { saveData: true } })).toBe(false);
  });
});
