import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const kari = { sessionId: 's1', userId: 'u1', organizationId: 'o1', role: 'administrator' as const };
const kariOtherLogin = { sessionId: 's2', userId: 'u1', organizationId: 'o1', role: 'administrator' as const };
const ola = { sessionId: 's3', userId: 'u2', organizationId: 'o1', role: 'administrator' as const };

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new SessionCache(() => clock.now) };
}

describe('the session cache', () => {
  it('believes a token for the TTL, then asks again', () => {
    const { clock, cache } = cacheAt();
    cache.set('hash', kari, 15 * 60_000, cache.lookupStarts());
    clock.now += SESSION_CACHE_TTL_MS - 1;
    expect(cache.get('hash')).toEqual(kari);
    clock.now += 1;
    expect(cache.get('hash')).toBeNull();
  });

  it('never outlives the token or its session', () => {
    const { clock, cache } = cacheAt();
    cache.set('hash', kari, 5_000, cache.lookupStarts());
    clock.now += 5_000;
    expect(cache.get('hash')).toBeNull();
    cache.set('expired', kari, 0, cache.lookupStarts());
    expect(cache.get('expired')).toBeNull();
  });

  it('forgets a session at logout, and every other login of a person after a password change', () => {
    const { cache } = cacheAt();
    cache.set('a', kari, 60_000, cache.lookupStarts());
    cache.set('b', kariOtherLogin, 60_000, cache.lookupStarts());
    cache.set('c', ola, 60_000, cache.lookupStarts());
    cache.forgetUser('u1', 's1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([kari, null, ola]);
    cache.forgetSession('s1');
    expect([cache.get('a'), cache.get('c')]).toEqual([null, ola]);
    cache.forgetUser('u2');
    expect(cache.get('c')).toBeNull();
  });

  it('does not take back a session that ended while it was being looked up', () => {
    const { cache } = cacheAt();
    const startedAt = cache.lookupStarts();
    cache.forgetSession('s1');
    cache.set('late', kari, 60_000, startedAt);
    expect(cache.get('late')).toBeNull();
    const kept = cache.lookupStarts();
    cache.forgetUser('u1', 's2');
    cache.set('kept', kariOtherLogin, 60_000, kept);
    expect(cache.get('kept')).toEqual(kariOtherLogin);
    // A lookup that starts afterwards is believed again.
    cache.set('fresh', kari, 60_000, cache.lookupStarts());
    expect(cache.get('fresh')).toEqual(kari);
  });

  it('stays bounded', () => {
    const { cache } = cacheAt();
    for (let i = 0; i < 25_000; i += 1) cache.set(`t${i}`, { ...kari, sessionId: `s${i}` }, 60_000, cache.lookupStarts());
    expect(cache.size).toBeLessThanOrEqual(20_000);
    expect(cache.get('t24999')).not.toBeNull();
  });
});
