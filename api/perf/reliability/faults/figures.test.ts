import { countOrders, cpuTicksOf, extraCpuSeconds, fallbacksByReason, percentile, share } from './figures';

describe('percentile', () => {
  it('is the nearest rank: p50 and p99 of 1..100 are 50 and 99, of one value that value', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 50), percentile(values, 99), percentile(values, 100)]).toEqual([50, 99, 100]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('share', () => {
  it('is per cent with one decimal, NaN of nothing', () => {
    expect(share(19, 20)).toBe(95);
    expect(share(2, 3)).toBe(66.7);
    expect(share(0, 0)).toBeNaN();
  });
});

describe('cpuTicksOf', () => {
  it('adds utime and stime, counting fields after the command name even when it holds spaces and parentheses', () => {
    const tail = 'S 1 2 3 0 -1 4194560 500 0 0 0 1234 567 0 0 20 0 11 0 100 1000 200';
    expect(cpuTicksOf(`4242 (node) ${tail}`)).toBe(1801);
    expect(cpuTicksOf(`4242 (my (odd) name) ${tail}`)).toBe(1801);
    expect(() => cpuTicksOf('garbage')).toThrow('Not a /proc');
  });
});

describe('extraCpuSeconds', () => {
  it('subtracts the baseline rate over the case length', () => {
    expect(extraCpuSeconds(30, 20, 10, 20)).toBe(20);
    expect(extraCpuSeconds(5, 10, 10, 20)).toBe(0);
  });
});

describe('countOrders', () => {
  it('counts acknowledged keys not stored and keys stored twice', () => {
    const stored = new Map([
      ['a', 1],
      ['b', 2],
      ['d', 1],
    ]);
    expect(countOrders(['a', 'b', 'c'], stored)).toEqual({ lost: 1, doubled: 1 });
  });
});

describe('fallbacksByReason', () => {
  it('counts each logged fall-back and the ones it left unsaid, by reason, skipping other lines', () => {
    const log = [
      '{"level":40,"reason":"first-byte-timeout","since":0,"msg":"server render fell back: no first byte within 300 ms"}',
      'not json server render fell back',
      '{"level":40,"msg":"the database does not answer"}',
      '{"level":40,"reason":"first-byte-timeout","since":12,"msg":"server render fell back: no first byte within 300 ms"}',
      '{"level":40,"reason":"circuit-open","since":3,"msg":"server render fell back: its renders failed"}',
    ].join('\n');
    expect(Object.fromEntries(fallbacksByReason(log))).toEqual({ 'first-byte-timeout': 14, 'circuit-open': 4 });
  });
});
