import type { ApiProcess } from '../api-process';
import { type Customer, cookieHeader, logIn } from '../shop-client';
import { msUntil, pause } from './timing';

const cookieValue = (cookie: string, name: string) => cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';

async function profileStatus(api: ApiProcess, userId: string, cookie: string): Promise<number> {
  const answer = await fetch(`${api.url}/api/auth/user/${userId}`, { headers: { cookie } });
  await answer.arrayBuffer();
  return answer.status;
}

/**
 * Makes sure the other processes hold the session in their caches (they would believe it for up to
 * the cache's TTL), then times how long after `end` they all refuse it.
 */
async function refusedElsewhere(others: ApiProcess[], userId: string, cookie: string, end: () => Promise<void>): Promise<number | null> {
  for (const other of others) {
    const status = await profileStatus(other, userId, cookie);
    if (status !== 200) throw new Error(`The session was not accepted before it ended (${status})`);
  }
  await end();
  const each = await Promise.all(others.map((other) => msUntil(async () => (await profileStatus(other, userId, cookie)) === 401)));
  return each.some((ms) => ms === null) ? null : Math.max(...(each as number[]));
}

export interface EndedSessions {
  logout: Array<number | null>;
  passwordChange: Array<number | null>;
  refreshReuse: Array<number | null>;
}

/** `rounds` of each way a session ends on process `one`, timed until the `others` refuse it. */
export async function endedSessions(one: ApiProcess, others: ApiProcess[], customer: Customer, rounds: number): Promise<EndedSessions> {
  const figures: EndedSessions = { logout: [], passwordChange: [], refreshReuse: [] };
  let password = customer.password;

  for (let round = 0; round < rounds; round += 1) {
    const cookie = await logIn(one.url, customer.email, password);
    figures.logout.push(
      await refusedElsewhere(others, customer.userId, cookie, async () => {
        const answer = await fetch(`${one.url}/api/auth/delete/cookies`, { method: 'POST', headers: { cookie } });
        if (answer.status !== 200) throw new Error(`Logging out answered ${answer.status}`);
      }),
    );
  }

  for (let round = 0; round < rounds; round += 1) {
    const changing = await logIn(one.url, customer.email, password);
    const elsewhere = await logIn(one.url, customer.email, password);
    const next = `Nytt langt passord ${round} for klyngen`;
    figures.passwordChange.push(
      await refusedElsewhere(others, customer.userId, elsewhere, async () => {
        const answer = await fetch(`${one.url}/api/auth/user/${customer.userId}/password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: changing },
          body: JSON.stringify({ oldPassword: password, newPassword: next }),
        });
        if (answer.status !== 204) throw new Error(`Changing the password answered ${answer.status}: ${await answer.text()}`);
      }),
    );
    password = next;
  }

  // A refresh token used a second time more than 30 s after its first use ends its session.
  const rotated: Array<{ oldRefresh: string; cookie: string }> = [];
  for (let round = 0; round < rounds; round += 1) {
    const first = await logIn(one.url, customer.email, password);
    const renewed = await fetch(`${one.url}/api/auth/verify`, { headers: { cookie: `refresh=${cookieValue(first, 'refresh')}` } });
    if (renewed.status !== 200) throw new Error(`Refreshing answered ${renewed.status}`);
    rotated.push({ oldRefresh: cookieValue(first, 'refresh'), cookie: cookieHeader(renewed) });
  }
  await pause(31_000);
  for (const session of rotated) {
    figures.refreshReuse.push(
      await refusedElsewhere(others, customer.userId, session.cookie, async () => {
        const reused = await fetch(`${one.url}/api/auth/verify`, { headers: { cookie: `refresh=${session.oldRefresh}` } });
        await reused.arrayBuffer();
      }),
    );
  }
  return figures;
}
