import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';
import { ReadBudget } from './read-budget';

const request = (clientKey: string) => ({ clientKey }) as FastifyRequest;
const reply = () => {
  const headers: Record<string, string> = {};
  return { headers, reply: { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply };
};

describe('ReadBudget', () => {
  it('lets a client make its minute\'s heavy reads, then answers 429 until the minute is over; other clients are not affected', () => {
    let now = 1_000_000;
    const budget = new ReadBudget(3, () => now);
    for (let i = 0; i < 3; i += 1) budget.charge(request('10.0.0.1'), reply().reply);
    const refused = reply();
    let error: unknown;
    try {
      budget.charge(request('10.0.0.1'), refused.reply);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(() => budget.charge(request('10.0.0.2'), reply().reply)).not.toThrow();
    now += 60_000;
    expect(() => budget.charge(request('10.0.0.1'), reply().reply)).not.toThrow();
  });

  it('counts nothing with a budget of 0', () => {
    const budget = new ReadBudget(0);
    for (let i = 0; i < 1000; i += 1) budget.charge(request('10.0.0.1'), reply().reply);
  });
});
