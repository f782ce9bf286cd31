import { loadRemote, registerRemotes } from '@shop/tooling/federation-runtime';
import { loadWithRetry } from './remote-loading';
import { LOAD_TIMEOUT_MS, RETRY_DELAYS_MS } from './remote-timing';

// The runtime is the federation plugin's business; here a remote fails, answers or hangs at will.
jest.mock('@shop/tooling/federation-runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const entry = 'http://localhost/remotes/cart/mf-manifest.json';
const pages = { default: 'CartPages' };
const refused = () => Promise.reject(new Error('connection refused'));
const allDelays = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

/** Settles a promise while the fake clock runs, so its outcome can be asserted after. */
async function settle<T>(promise: Promise<T>, ms: number): Promise<PromiseSettledResult<T>> {
  const outcome = Promise.allSettled([promise]).then(([result]) => result);
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('loadWithRetry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    load.mockReset();
    register.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('registers a remote that failed anew and loads it again after a short wait', async () => {
    load.mockImplementationOnce(refused).mockResolvedValueOnce(pages);
    const result = await settle(loadWithRetry('cart', entry, 'cart/Pages', false), RETRY_DELAYS_MS[0]!);
    expect(result).toEqual({ status: 'fulfilled', value: pages });
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([{ name: 'cart', entry }], { force: true });
  });

  it('gives up after its retries with the runtime error', async () => {
    load.mockImplementation(refused);
    const result = await settle(loadWithRetry('account', entry, 'account/Pages', false), allDelays);
    expect(result).toMatchObject({ status: 'rejected', reason: new Error('connection refused') });
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('does not try again a load that timed out', async () => {
    load.mockReturnValue(new Promise(() => undefined));
    const result = await settle(loadWithRetry('catalog', entry, 'catalog/Pages', false), LOAD_TIMEOUT_MS + allDelays);
    expect(result).toMatchObject({ status: 'rejected', reason: { name: 'RemoteLoadTimeout' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('a fresh load fetches the remote anew before loading it', async () => {
    load.mockResolvedValue(pages);
    await expect(loadWithRetry('cart', entry, 'cart/AddToCart', true)).resolves.toBe(pages);
    expect(register).toHaveBeenCalledWith([{ name: 'cart', entry }], { force: true });
    expect(register.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0]!);
  });

  it('two loads of one remote that fail together renew it once', async () => {
    load.mockImplementationOnce(refused).mockImplementationOnce(refused).mockResolvedValue(pages);
    const both = Promise.all([loadWithRetry('catalog', entry, 'catalog/Pages', false), loadWithRetry('catalog', entry, 'catalog/FilterPanel', false)]);
    const result = await settle(both, RETRY_DELAYS_MS[0]!);
    expect(result).toEqual({ status: 'fulfilled', value: [pages, pages] });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a module that loads as nothing is a failure', async () => {
    load.mockResolvedValue(null);
    const result = await settle(loadWithRetry('account', entry, 'account/Pages', false), allDelays);
    expect(result).toMatchObject({ status: 'rejected', reason: new Error('account/Pages loaded as nothing') });
  });
});
