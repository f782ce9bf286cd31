import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';
import { WorkBudget } from './work-budget';

const request = (clientKey: string, organizationId?: string) =>
  ({ clientKey, session: organizationId === undefined ? null : { sessionId: 's', userId: 'u', organizationId } }) as unknown as FastifyRequest;
const reply = () => {
  const headers: Record<string, string> = {};
  return { headers, reply: { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply };
};

/** The 429 a charge was refused with, or undefined when it was served. */
function refusal(charge: () => void): HttpError | undefined {
  try {
    charge();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

// 600 units a minute: 10 a second, at most ten seconds' worth (100) held.
describe('WorkBudget', () => {
  it('serves a client while its units last, then answers 429 until some are back; other clients are not affected', () => {
    let now = 1_000_000;
    const budget = new WorkBudget(600, () => now);
    for (let i = 0; i < 4; i += 1) budget.charge(request('10.0.0.1'), reply().reply, 25);
    const refused = reply();
    const error = refusal(() => budget.charge(request('10.0.0.1'), refused.reply, 1));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe('Too many products, order lines and pages asked for from this address just now. Try again in 1 second.');
    // One unit back within a tenth of a second.
    expect(refused.headers['retry-after']).toBe('1');
    expect(refusal(() => budget.charge(request('10.0.0.2'), reply().reply, 100))).toBeUndefined();
    now += 100;
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))).toBeUndefined();
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))?.statusCode).toBe(429);
  });

  it('serves one request larger than what is left, then makes the client wait until that debt is paid back', () => {
    let now = 0;
    const budget = new WorkBudget(600, () => now);
    budget.charge(request('10.0.0.1'), reply().reply, 90);
    // 10 left: the whole catalogue (10,000) is still served, once.
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 10_000))).toBeUndefined();
    const refused = reply();
    expect(refusal(() => budget.charge(request('10.0.0.1'), refused.reply, 1))?.statusCode).toBe(429);
    // 9,990 units below zero at 10 a second: 1,000 seconds.
    expect(refused.headers['retry-after']).toBe('1000');
    now += 999_000;
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))?.statusCode).toBe(429);
    now += 1_000;
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))).toBeUndefined();
  });

  it('holds at most ten seconds\' worth, however long a client was away', () => {
    let now = 0;
    const budget = new WorkBudget(600, () => now);
    budget.charge(request('10.0.0.1'), reply().reply, 1);
    now += 3_600_000;
    budget.charge(request('10.0.0.1'), reply().reply, 100);
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))?.statusCode).toBe(429);
  });

  it('charges the account beside the address: an account spread over many addresses meets its own budget', () => {
    let now = 0;
    const budget = new WorkBudget(600, () => now);
    for (let i = 1; i <= 4; i += 1) budget.charge(request(`10.0.1.${i}`, 'org-a'), reply().reply, 25);
    const refused = reply();
    const error = refusal(() => budget.charge(request('10.0.1.7', 'org-a'), refused.reply, 1));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toMatch(/^Too many products, order lines and pages asked for for this account just now\./);
    expect(refused.headers['retry-after']).toBe('1');
    // The same new address with another account, or none, is served: only org-a is spent.
    expect(refusal(() => budget.charge(request('10.0.1.7', 'org-b'), reply().reply, 1))).toBeUndefined();
    expect(refusal(() => budget.charge(request('10.0.1.8'), reply().reply, 1))).toBeUndefined();
    now += 10_000;
    expect(refusal(() => budget.charge(request('10.0.1.9', 'org-a'), reply().reply, 1))).toBeUndefined();
  });

  it('takes work found once done without refusing it, and the next request meets it', () => {
    const now = 0;
    const budget = new WorkBudget(600, () => now);
    budget.charge(request('10.0.0.1', 'org-a'), reply().reply, 1);
    budget.chargeDone(request('10.0.0.1', 'org-a'), 99);
    expect(refusal(() => budget.charge(request('10.0.0.1'), reply().reply, 1))?.statusCode).toBe(429);
    expect(refusal(() => budget.charge(request('10.0.0.2', 'org-a'), reply().reply, 1))?.statusCode).toBe(429);
  });

  it('counts nothing with a budget of 0', () => {
    const budget = new WorkBudget(0);
    for (let i = 0; i < 1000; i += 1) budget.charge(request('10.0.0.1', 'org-a'), reply().reply, 10_000);
  });
});
