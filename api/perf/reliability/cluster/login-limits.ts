import type { ApiProcess } from '../api-process';

/** Failed logins, one process after the other from `through`, until one answers 429: how many got 401. */
async function failuresUntilRefused(through: ApiProcess[], clientAddress: string, email: (attempt: number) => string): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const api = through[attempt % through.length] as ApiProcess;
    const answer = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      // The processes trust the load balancer's address (TRUST_PROXY=loopback): this is the customer's.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ email: email(attempt), password: 'ikke riktig passord' }),
    });
    await answer.arrayBuffer();
    if (answer.status === 429) return attempt;
    if (answer.status !== 401) throw new Error(`A wrong login answered ${answer.status}`);
  }
  return Number.POSITIVE_INFINITY;
}

export interface LoginLimits {
  perAccount: { one: number; three: number };
  perAddress: { one: number; three: number };
}

/** The free failures per account and per client address, through one process and spread over three. */
export async function loginLimits(processes: ApiProcess[], accountEmails: [string, string]): Promise<LoginLimits> {
  const one = [processes[0] as ApiProcess];
  const [first, second] = accountEmails;
  return {
    perAccount: {
      one: await failuresUntilRefused(one, '10.9.1.1', () => first),
      three: await failuresUntilRefused(processes, '10.9.1.2', () => second),
    },
    perAddress: {
      one: await failuresUntilRefused(one, '10.9.2.1', (attempt) => `ukjent-${attempt}-a@example.com`),
      three: await failuresUntilRefused(processes, '10.9.2.2', (attempt) => `ukjent-${attempt}-b@example.com`),
    },
  };
}
