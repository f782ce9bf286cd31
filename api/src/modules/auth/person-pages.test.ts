import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageSession } from '@shop/shared/contracts';
import type { Db, NoticeHandlers } from '../../infra/db/db';
import { osloMonth } from '../../infra/time/oslo-month';
import { appWithUsers } from '../../../test/support/app-with-users';
import { PersonPages } from './person-pages';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-person-pages-'));
mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>');
const shop = appWithUsers(2, { env: { WEB_ROOT: webRoot, SERVER_RENDER: 'no' } });
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The session block of a page, as the person who asks gets it. */
async function pageSession(cookie: string): Promise<PageSession> {
  const page = await shop.app.inject({ url: '/kontakt', headers: { cookie } });
  return JSON.parse(/id="shop-session">(.*?)<\/script>/.exec(page.body)![1]!) as PageSession;
}

describe("a logged-in person's pages", () => {
  it('show every change of the person, their organisation and their spend, whatever statement made it', async () => {
    const [me, other] = shop.users;
    const { db } = shop;
    expect((await pageSession(me!.cookie)).user?.organization.id).toBe(me!.organizationId);
    await pageSession(other!.cookie);
    // On the embedded database both are kept: a page of either reads no database (on PostgreSQL, each reads it).
    expect(shop.app.personPages.size).toBe(db.soleWriter ? 2 : 0);

    await db.query("UPDATE users SET name = 'Nytt Navn' WHERE id = $1", [me!.userId]);
    expect((await pageSession(me!.cookie)).user?.name).toBe('Nytt Navn');
    await db.query("UPDATE organizations SET name = 'Nytt Firma AS' WHERE id = $1", [me!.organizationId]);
    expect((await pageSession(me!.cookie)).user?.organization.name).toBe('Nytt Firma AS');
    await db.query("UPDATE users SET role = 'buyer', order_limit = 5000, month_limit = 20000 WHERE id = $1", [me!.userId]);
    expect((await pageSession(me!.cookie)).user?.access).toEqual({ role: 'buyer', orderLimit: 5000, monthLimit: 20000, monthSpent: 0 });
    await db.query('INSERT INTO buyer_month_spend (user_id, month, spent) VALUES ($1, $2::date, 1234.5)', [me!.userId, osloMonth(new Date())]);
    expect((await pageSession(me!.cookie)).user?.access?.monthSpent).toBe(1234.5);
    // The other organisation's person was never touched by these.
    expect((await pageSession(other!.cookie)).user?.organization.id).toBe(other!.organizationId);
    expect((await pageSession(other!.cookie)).user?.name).not.toBe('Nytt Navn');
  });
});

describe('the people kept in memory', () => {
  /** A database whose one read answers when told to, and whose notices the test sends. */
  function heldDb() {
    let answer!: () => void;
    let handlers: NoticeHandlers | undefined;
    const row = { id: 'u-1', name: 'Kari', email: 'k@example.com', phone: '1', organization_id: 'o-1', organization_name: 'Firma', invoice_type: 'email', role: 'administrator', order_limit: null, month_limit: null, spent: null };
    let reads = 0;
    const db = {
      description: 'pglite (memory)',
      hearing: true,
      soleWriter: true,
      query: async () => {
        reads += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return [row];
      },
      listen: async (_channel: string, given: NoticeHandlers) => {
        handlers = given;
      },
    } as unknown as Db;
    return { db, answer: () => answer(), notice: (payload: object) => handlers!.notice(JSON.stringify(payload)), reads: () => reads };
  }

  it('keeps no read that a notice overtook: it may hold what the change replaced', async () => {
    const held = heldDb();
    const people = new PersonPages(held.db, true);
    await people.listenForChanges();
    const first = people.find('u-1', '2026-11-01');
    held.notice({ user: 'u-1' });
    held.answer();
    await first;
    expect(people.size).toBe(0);
    // Read again, with no notice in between: kept, and the next page reads nothing.
    const second = people.find('u-1', '2026-11-01');
    held.answer();
    await second;
    expect(people.size).toBe(1);
    await people.find('u-1', '2026-11-01');
    expect(held.reads()).toBe(2);
    // A new month is another spend: read again.
    const nextMonth = people.find('u-1', '2026-12-01');
    held.answer();
    await nextMonth;
    expect(held.reads()).toBe(3);
    // A change of the organisation lets its people go.
    held.notice({ organization: 'o-1' });
    expect(people.size).toBe(0);
  });
});
