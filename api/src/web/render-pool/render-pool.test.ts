import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import Fastify from 'fastify';
import { RenderStreamError } from './render-call';
import type { RenderedPage, RenderOutcome, RenderPoolEvent, RenderRequest } from './render-contract';
import { closeRenderPoolWithApp, RenderPool, type RenderPoolOptions } from './render-pool';
import { RENDER_WINDOW_BYTES } from './worker-messages';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const modules: Record<string, string> = { A: fixture('page.mjs'), B: fixture('page.mjs'), cjs: fixture('page.cjs'), promised: fixture('promised.cjs'), reads: fixture('reads.mjs'), broken: fixture('broken.mjs') };

const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** A pool of one worker per release (unless told), with budgets roomy enough for a busy machine. */
function startPool(options: Partial<RenderPoolOptions> = {}): { pool: RenderPool; events: RenderPoolEvent[] } {
  const events: RenderPoolEvent[] = [];
  const pool = new RenderPool({
    moduleFor: (release) => ({ modulePath: modules[release] ?? fixture('missing.mjs'), initData: { release } }),
    workers: 1,
    pagesPerWorker: 1,
    budgets: { firstByteMs: 5_000, totalMs: 10_000, abortGraceMs: 1_000 },
    onEvent: (event) => events.push(event),
    ...options,
  });
  pools.push(pool);
  return { pool, events };
}

const channels: BroadcastChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

/** A name the fixture's render waits on, and the function that lets it go on (now or once it waits). */
function hold(): { name: string; release: () => void } {
  const name = `render-pool-test-${process.pid}-${channels.length}-${Math.random()}`;
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  let released = false;
  channel.onmessage = (message) => {
    if ((message as MessageEvent).data === 'waiting' && released) channel.postMessage('go');
  };
  return {
    name,
    release: () => {
      released = true;
      channel.postMessage('go');
    },
  };
}

function page(data: Record<string, unknown> = {}, url = '/no'): RenderRequest {
  return { url, locale: 'nb', cookieHeader: '', session: null, data };
}

function rendered(outcome: RenderOutcome): RenderedPage {
  if (outcome.kind !== 'rendered') throw new Error(`expected a rendered page, got the fallback ${outcome.reason}: ${outcome.detail}`);
  return outcome;
}

async function text(body: Readable): Promise<string> {
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
}

async function nextChunk(body: Readable): Promise<string> {
  const chunk = body.read() as Buffer | null;
  if (chunk !== null) return chunk.toString();
  await once(body, 'readable');
  return (body.read() as Buffer).toString();
}

describe('RenderPool', () => {
  test('streams the first chunks before the render has produced the last, with the status and headers it chose', async () => {
    const { pool } = startPool();
    const rest = hold();
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' };
    const outcome = rendered(await pool.renderWith('A', page({ chunks: ['<h1>Alarm</h1>', '<ul>…</ul>'], holdAfterFirst: rest.name, status: 404, headers })));

    expect(outcome.status).toBe(404);
    expect(outcome.headers).toEqual(headers);
    expect(outcome.release).toBe('A');
    let first = await nextChunk(outcome.body);
    while (!first.includes('<h1>Alarm</h1>')) first += await nextChunk(outcome.body);
    expect(first).toBe('<main data-release="A" data-url="/no"><h1>Alarm</h1>');
    expect(outcome.body.readableEnded).toBe(false);

    rest.release();
    expect(await text(outcome.body)).toBe('<ul>…</ul></main>');
  });

  test('a reader slower than the render holds the render back instead of buffering the whole page', async () => {
    const { pool } = startPool();
    const outcome = rendered(await pool.renderWith('A', page({ bulkChunks: 128 }))); // 8 MiB in chunks of 64 KiB
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outcome.body.readableLength).toBeLessThanOrEqual(outcome.body.readableHighWaterMark + RENDER_WINDOW_BYTES + 64 * 1024);
    expect((await text(outcome.body)).length).toBe(128 * 64 * 1024 + '<main data-release="A" data-url="/no"><p>page</p></main>'.length);
  });

  test('loads a CommonJS module whose render answers a bare body as 200 without headers', async () => {
    const { pool } = startPool();
    const outcome = rendered(await pool.renderWith('cjs', { ...page(), locale: 'en' }));
    expect(outcome.status).toBe(200);
    expect(outcome.headers).toEqual({});
    expect(await text(outcome.body)).toBe('<p lang="en">commonjs</p>');
  });

  test('a worker renders several pages at a time, up to its number', async () => {
    const { pool } = startPool({ pagesPerWorker: 2 });
    await pool.prepare('A');
    const [first, second] = [hold(), hold()];
    const pages = await Promise.all([
      pool.renderWith('A', page({ holdAfterFirst: first.name, chunks: ['<p>one</p>', '<p>one end</p>'] })),
      pool.renderWith('A', page({ holdAfterFirst: second.name, chunks: ['<p>two</p>', '<p>two end</p>'] })),
    ]);
    // Both started on the one worker while neither had ended; a third waits for room.
    expect(pages.map((outcome) => outcome.kind)).toEqual(['rendered', 'rendered']);
    expect(pool.status().liveWorkers).toBe(1);
    const third = pool.renderWith('A', page());
    expect(pool.status().queued).toBe(1);
    first.release();
    second.release();
    expect(await text(rendered(pages[0]).body)).toContain('<p>one</p><p>one end</p>');
    expect(await text(rendered(pages[1]).body)).toContain('<p>two</p><p>two end</p>');
    expect((await third).kind).toBe('rendered');
  });

  test('awaits a CommonJS module that exports a promise of its exports', async () => {
    const { pool } = startPool();
    expect(await text(rendered(await pool.renderWith('promised', { ...page(), locale: 'en' })).body)).toBe('<p>started late, en</p>');
  });

  test("a render reads from the API of the page's process, for the page's own request", async () => {
    const { pool } = startPool({
      api: async (request, path) => ({ status: path.startsWith('/api/first') ? 200 : 404, contentType: 'text/plain', body: `${path} for ${request.cookieHeader}` }),
    });
    const outcome = rendered(await pool.renderWith('reads', { ...page(), cookieHeader: 'who=retailer' }));
    expect(await text(outcome.body)).toBe('<p>nb: 200 /api/first?x=1 for who=retailer; 404 /api/second for who=retailer</p>');
  });

  test('a read the API fails is answered 500, and the page still renders', async () => {
    const { pool } = startPool({
      api: async () => {
        throw new Error('database gone');
      },
    });
    expect(await text(rendered(await pool.renderWith('reads', page())).body)).toBe('<p>nb: 500 database gone; 500 database gone</p>');
  });

  test('a new release renders the next pages, while the old generation finishes its page in flight and then ends', async () => {
    const { pool, events } = startPool();
    await pool.prepare('A');
    const rest = hold();
    const inFlight = rendered(await pool.renderWith('A', page({ holdAfterFirst: rest.name, chunks: ['<p>old</p>', '<p>old end</p>'] })));

    await pool.prepare('B');
    expect(pool.status()).toMatchObject({ release: 'B', liveWorkers: 2 });
    const next = rendered(await pool.renderWith('B', page({}, '/en')));
    expect(next.release).toBe('B');
    expect(await text(next.body)).toBe('<main data-release="B" data-url="/en"><p>page</p></main>');
    expect(events.filter((event) => event.type === 'generation-ended')).toEqual([]);

    rest.release();
    expect(await text(inFlight.body)).toContain('<p>old</p><p>old end</p></main>');
    await waitFor(() => pool.status().liveWorkers === 1);
    expect(events).toContainEqual({ type: 'generation-ended', release: 'A' });
  });

  test('a new release may bring another module file', async () => {
    const { pool } = startPool();
    await pool.prepare('A');
    await pool.prepare('cjs');
    expect(await text(rendered(await pool.renderWith('cjs', page())).body)).toBe('<p lang="nb">commonjs</p>');
  });

  test('an old generation whose page does not end is stopped at the hard cap', async () => {
    const { pool, events } = startPool({ drainCapMs: 300 });
    await pool.prepare('A');
    const never = hold();
    const inFlight = rendered(await pool.renderWith('A', page({ holdAfterFirst: never.name })));
    await pool.prepare('B');
    await expect(text(inFlight.body)).rejects.toThrow(RenderStreamError);
    await waitFor(() => events.some((event) => event.type === 'generation-ended' && event.release === 'A'));
    expect(pool.status()).toMatchObject({ release: 'B', liveWorkers: 1 });
  });

  test('pages asked for while their release loads fall back to the browser, until it serves', async () => {
    const { pool } = startPool();
    await pool.prepare('A');
    expect(await pool.renderWith('B', page())).toMatchObject({ kind: 'fallback', reason: 'release-starting' });
    await pool.prepare('B');
    expect(rendered(await pool.renderWith('B', page())).release).toBe('B');
  });

  test('the pages of a release that fails to load fall back and say why; the release before keeps serving its own', async () => {
    const { pool, events } = startPool();
    await pool.prepare('A');
    await expect(pool.prepare('broken')).rejects.toThrow('the catalogue server build is missing');

    expect(await pool.renderWith('broken', page())).toEqual({ kind: 'fallback', reason: 'no-generation', detail: 'the catalogue server build is missing' });
    expect(pool.status()).toMatchObject({ release: 'A', lastFailure: { release: 'broken', message: 'the catalogue server build is missing' } });
    expect(events).toContainEqual({ type: 'generation-failed', release: 'broken', message: 'the catalogue server build is missing' });
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('data-release="A"');
    await waitFor(() => pool.status().liveWorkers === 1);
  });

  test('with no release loaded, one that fails to load answers the fallback', async () => {
    const { pool } = startPool();
    const outcome = await pool.renderWith('broken', page());
    expect(outcome).toEqual({ kind: 'fallback', reason: 'no-generation', detail: 'the catalogue server build is missing' });
    expect(await pool.renderWith('broken', page())).toMatchObject({ kind: 'fallback', reason: 'no-generation' });
  });

  test('a render that throws before its first chunk answers the fallback, and the worker serves the next page', async () => {
    const { pool } = startPool();
    expect(await pool.renderWith('A', page({ fail: 'before-first' }))).toEqual({
      kind: 'fallback',
      reason: 'render-error',
      detail: 'the page could not be rendered',
    });
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
  });

  test('a request that cannot be sent to a worker answers the fallback', async () => {
    const { pool } = startPool();
    await pool.prepare('A');
    const outcome = await pool.renderWith('A', page({ format: () => 'kr' }));
    expect(outcome).toMatchObject({ kind: 'fallback', reason: 'render-error' });
    expect(outcome.kind === 'fallback' && outcome.detail).toMatch(/^the request cannot be sent to a render worker: /);
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
  });

  test('a render that fails after its first chunk errors the body', async () => {
    const { pool } = startPool();
    const outcome = rendered(await pool.renderWith('A', page({ fail: 'after-first' })));
    await expect(text(outcome.body)).rejects.toThrow(RenderStreamError);
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
  });

  test('a worker that crashes answers the fallback and is replaced', async () => {
    const { pool, events } = startPool();
    const outcome = await pool.renderWith('A', page({ fail: 'crash' }));
    expect(outcome).toEqual({ kind: 'fallback', reason: 'worker-exit', detail: 'the worker crashed' });
    expect(events).toContainEqual({ type: 'worker-replaced', release: 'A', reason: 'the worker crashed' });
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
    expect(pool.status().liveWorkers).toBe(1);
  });

  test('a render that runs out of its heap limit crashes only its worker, which is replaced', async () => {
    const { pool, events } = startPool({ resourceLimits: { maxOldGenerationSizeMb: 24 } });
    await pool.prepare('A');
    expect(await pool.renderWith('A', page({ fail: 'hoard' }))).toMatchObject({ kind: 'fallback', reason: 'worker-exit' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'worker-replaced', release: 'A' }));
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
  });

  test('a render without a first byte within its budget answers the fallback, and its stuck worker is replaced', async () => {
    const { pool, events } = startPool({ budgets: { firstByteMs: 300, totalMs: 5_000, abortGraceMs: 200 } });
    await pool.prepare('A');
    const started = performance.now();
    expect(await pool.renderWith('A', page({ fail: 'loop' }))).toEqual({
      kind: 'fallback',
      reason: 'first-byte-timeout',
      detail: 'no first byte within 300 ms',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    await waitFor(() => events.some((event) => event.type === 'worker-replaced'));
    await waitFor(() => pool.status().liveWorkers === 1);
  });

  test('a render that misses its first-byte budget but ends on the abort keeps its worker', async () => {
    const { pool, events } = startPool({ budgets: { firstByteMs: 300 } });
    await pool.prepare('A');
    expect(await pool.renderWith('A', page({ fail: 'slow-start' }))).toMatchObject({ kind: 'fallback', reason: 'first-byte-timeout' });
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
    expect(events.filter((event) => event.type === 'worker-replaced')).toEqual([]);
  });

  test("a time-out is held against the release only when its own code took the time, not the wait for the API's answers", async () => {
    const ended: Array<string | undefined> = [];
    // The page's reads are answered only once the page has fallen back: a busy server. Sized by
    // events, not by a wait, so the render's own share is its few steps however slow the machine.
    let answerReads!: () => void;
    const readsAnswered = new Promise<void>((resolve) => (answerReads = resolve));
    const heldApi = async () => {
      await readsAnswered;
      return { status: 200, contentType: 'text/plain', body: 'late' };
    };
    const { pool } = startPool({
      budgets: { firstByteMs: 2_000, totalMs: 10_000, abortGraceMs: 5_000 },
      api: heldApi,
      renderEnded: (_release, _request, failure) => ended.push(failure),
    });
    await pool.prepare('reads');
    expect(await pool.renderWith('reads', page())).toMatchObject({ kind: 'fallback', reason: 'first-byte-timeout' });
    answerReads();
    await waitFor(() => ended.length === 1);
    expect(ended).toEqual([undefined]);

    // The release's own render taking the time is its failure.
    await pool.prepare('A');
    expect(await pool.renderWith('A', page({ fail: 'slow-start' }))).toMatchObject({ kind: 'fallback', reason: 'first-byte-timeout' });
    await waitFor(() => ended.length === 2);
    expect(ended[1]).toBe('first-byte-timeout: no first byte within 2000 ms');
  });

  test('over its total budget a render is aborted, and one that ignores the abort is stopped', async () => {
    const { pool } = startPool({ budgets: { firstByteMs: 5_000, totalMs: 800, abortGraceMs: 300 } });
    await pool.prepare('A');
    const honours = rendered(await pool.renderWith('A', page({ fail: 'slow-end', chunks: ['<p>a</p>', '<p>b</p>'] })));
    expect(await text(honours.body)).toContain('<p>a</p><p>b</p></main>');

    const ignores = rendered(await pool.renderWith('A', page({ fail: 'slow-end', ignoreAbort: true })));
    await expect(text(ignores.body)).rejects.toThrow('total-timeout');
    expect(await text(rendered(await pool.renderWith('A', page())).body)).toContain('<p>page</p>');
  });

  test('when every worker is busy and the queue is full, a page falls back at once', async () => {
    const { pool } = startPool({ maxQueue: 1 });
    await pool.prepare('A');
    const first = hold();
    const busy = pool.renderWith('A', page({ holdBeforeFirst: first.name }));
    const queued = pool.renderWith('A', page({}, '/queued'));

    expect(await pool.renderWith('A', page())).toMatchObject({ kind: 'fallback', reason: 'queue-full' });
    expect(pool.status().queued).toBe(1);

    first.release();
    expect(await text(rendered(await busy).body)).toContain('<p>page</p>');
    expect(await text(rendered(await queued).body)).toContain('data-url="/queued"');
  });

  test('a page waiting in the queue past its first-byte budget falls back and leaves the queue', async () => {
    const { pool } = startPool({ budgets: { firstByteMs: 300 } });
    await pool.prepare('A');
    const first = hold();
    const busy = pool.renderWith('A', page({ holdBeforeFirst: first.name }));
    expect(await pool.renderWith('A', page())).toMatchObject({ kind: 'fallback', reason: 'first-byte-timeout' });
    expect(pool.status().queued).toBe(0);
    first.release();
    await busy;
  });

  test('a page that can no longer have its first byte in time falls back when a worker frees, without taking it', async () => {
    const { pool } = startPool({ budgets: { firstByteMs: 1_000 } });
    await pool.prepare('A');
    // Renders lately take about 600 ms to their first byte.
    const slow = hold();
    const timed = pool.renderWith('A', page({ holdBeforeFirst: slow.name }));
    setTimeout(slow.release, 600);
    await text(rendered(await timed).body);

    const busy = hold();
    const first = pool.renderWith('A', page({ holdBeforeFirst: busy.name }));
    const started = performance.now();
    const late = pool.renderWith('A', page({}, '/late'));
    setTimeout(busy.release, 500);
    // 500 ms waited and some 600 to render: past the budget of 1,000, so it is not started.
    expect(await late).toMatchObject({ kind: 'fallback', reason: 'first-byte-timeout', detail: expect.stringMatching(/^waited \d+ ms for a worker/) });
    expect(performance.now() - started).toBeLessThan(1_000);
    await text(rendered(await first).body);
    // The worker it did not take renders the next page.
    expect(await text(rendered(await pool.renderWith('A', page({}, '/next'))).body)).toContain('data-url="/next"');
  });

  test("the app's close stops every worker, and the pool then answers the fallback", async () => {
    const { pool } = startPool({ workers: 2 });
    const app = Fastify();
    closeRenderPoolWithApp(app, pool);
    await app.ready();
    await pool.prepare('A');
    expect(pool.status().liveWorkers).toBe(2);

    await app.close();
    expect(pool.status().liveWorkers).toBe(0);
    expect(await pool.renderWith('A', page())).toMatchObject({ kind: 'fallback', reason: 'closed' });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
