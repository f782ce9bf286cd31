import { type Entries, stillCounts } from './attempt-counts';
import { GuessThrottle } from './guess-throttle';

const SECOND = 1000;

/** A throttle over records kept as AttemptCounts keeps them: a record past its expiry is gone. */
function throttle(rules: { free: number; maxWaitMs: number; forgetAfterMs: number }) {
  let now = 1_000_000;
  const records: Entries = new Map();
  const throttle = new GuessThrottle('test', rules);
  const live = () => {
    for (const [key, entry] of records) if (!stillCounts(entry, now)) records.delete(key);
    return records;
  };
  const subject = {
    waitMs: (key: string) => throttle.waitMs(live(), key, now),
    reserve: (key: string) => throttle.reserve(live(), key, now),
    release: (key: string) => throttle.release(live(), key),
    clear: (key: string) => throttle.clear(live(), key),
  };
  return { subject, advance: (ms: number) => (now += ms) };
}

/** Reserves `count` attempts that all fail. */
const fail = (subject: ReturnType<typeof throttle>['subject'], key: string, count: number) => {
  for (let i = 0; i < count; i += 1) subject.reserve(key);
};

describe('GuessThrottle', () => {
  it('lets the free failures pass, then doubles the wait with every further failure up to the longest', () => {
    const { subject, advance } = throttle({ free: 3, maxWaitMs: 5 * SECOND, forgetAfterMs: 60 * 60 * SECOND });
    fail(subject, 'kari', 2);
    expect(subject.waitMs('kari')).toBe(0);
    const waits: number[] = [];
    for (let failure = 3; failure <= 7; failure += 1) {
      subject.reserve('kari');
      waits.push(subject.waitMs('kari'));
      advance(subject.waitMs('kari'));
      expect(subject.waitMs('kari')).toBe(0);
    }
    expect(waits).toEqual([1 * SECOND, 2 * SECOND, 4 * SECOND, 5 * SECOND, 5 * SECOND]);
  });

  it('counts an attempt when it is reserved, so attempts made at once meet the limit, and forgets a released one', () => {
    const { subject } = throttle({ free: 2, maxWaitMs: 60 * SECOND, forgetAfterMs: 60 * 60 * SECOND });
    subject.reserve('ola');
    expect(subject.waitMs('ola')).toBe(0);
    subject.reserve('ola');
    expect(subject.waitMs('ola')).toBe(SECOND);
    subject.release('ola');
    expect(subject.waitMs('ola')).toBe(0);
  });

  it('keeps keys apart, forgets failures a while after the last, and clears a key on demand', () => {
    const { subject, advance } = throttle({ free: 1, maxWaitMs: 60 * SECOND, forgetAfterMs: 10 * SECOND });
    fail(subject, 'a', 3);
    expect(subject.waitMs('a')).toBe(4 * SECOND);
    expect(subject.waitMs('b')).toBe(0);
    advance(10 * SECOND);
    expect(subject.waitMs('a')).toBe(0);
    fail(subject, 'a', 3);
    subject.clear('a');
    expect(subject.waitMs('a')).toBe(0);
  });
});
