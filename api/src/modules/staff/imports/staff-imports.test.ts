import { Readable } from 'node:stream';
import { type Fingerprint, changedTables, fingerprinter } from '../../../../test/support/db-fingerprint';
import { type TestApp, buildTestApp } from '../../../../test/support/test-app';
import { createSignedInUser } from '../../../../test/support/test-session';
import { UPLOAD_BODY_LIMIT } from '../../../infra/http/body-limits';
import { type StaffMember, createStaffMember } from '../staff-member-fixture';
import type { ImportView } from './import-view';

// Staff upload a catalogue or an agreement file: it is read and checked off the main thread,
// written in one transaction or not at all, and its progress is there to poll on the way. The
// progress is stepped through (StaffImports.onStep), so no assertion waits on the clock.

let shop: TestApp;
let staff: StaffMember;
let customer: Awaited<ReturnType<typeof createSignedInUser>>;
let orgNumber: string;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await createStaffMember(shop.app, shop.db);
  customer = await createSignedInUser(shop.app);
  const [org] = await shop.db.query<{ org_number: string }>('SELECT org_number FROM organizations WHERE id = $1', [customer.organizationId]);
  orgNumber = (org as { org_number: string }).org_number;
  await shop.db.query('UPDATE organizations SET registration_pending = false, approved_at = now() WHERE id = $1', [customer.organizationId]);
  fingerprint = await fingerprinter(shop.db);
});

afterAll(async () => {
  await shop.close();
});

afterEach(() => {
  shop.app.staffImports.onStep = undefined;
});

/** Every table but staff_imports, where a refused file is recorded with its reasons by design (db-fingerprint.ts). */
async function changedBesidesImports(before: Fingerprint): Promise<string[]> {
  return changedTables(before, await fingerprint());
}

const upload = (kind: string, payload: string | Buffer | Readable, contentType = 'text/csv', cookie = staff.cookie, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/staff/imports/${kind}?fileName=${encodeURIComponent(`fil.${contentType === 'text/csv' ? 'csv' : 'json'}`)}`,
    headers: { cookie, 'content-type': contentType, ...headers },
    payload,
  });

const get = async (url: string) => (await shop.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } })).json<{ import: ImportView | null }>();

const HEADER = 'sku;title_nb;title_en;category;supplier;supplier_name;price';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const good = (sku: string, price = '1 990,50') => `${sku};Kortleser ${sku};Card reader;adgangskontroll;axis;Axis;${price}`;

describe('a catalogue upload', () => {
  it('is applied with its progress read, checked and written to the end, and audited', async () => {
    shop.app.staffImports.progressEvery = 2;
    const seen: Array<Pick<ImportView, 'state' | 'rows'>> = [];
    shop.app.staffImports.onStep = async (stepped) => {
      // During the write's transaction PGlite runs nothing else (one statement at a time): there
      // the step's own view stands for what the route answers; PostgreSQL answers the route.
      const view = stepped.state === 'writing' && shop.database.kind === 'pglite' ? stepped : (await get('/api/staff/imports/current')).import;
      if (view && view.state !== 'receiving') seen.push({ state: view.state, rows: view.rows });
    };
    const skus = ['UPL-1', 'UPL-2', 'UPL-3', 'UPL-4', 'UPL-5'];
    const answer = await upload('catalog', `\ufeff${csv(...skus.map((sku) => good(sku)))}`);
    expect(answer.statusCode).toBe(200);
    const done = answer.json<{ import: ImportView }>().import;
    expect(done).toMatchObject({ kind: 'catalog', format: 'csv', fileName: 'fil.csv', state: 'applied', refusalCount: 0, refusals: [] });
    expect(done.rows).toEqual({ total: 5, read: 5, checked: 5, written: 5 });
    // Read and checked two at a time, then written (one batch), each step seen on the poll.
    const reads = seen.filter((step) => step.state === 'reading').map((step) => step.rows.read);
    const checks = seen.filter((step) => step.state === 'checking').map((step) => step.rows.checked);
    const writes = seen.filter((step) => step.state === 'writing').map((step) => step.rows.written);
    expect([...new Set(reads)]).toEqual([0, 2, 4, 5]);
    expect([...new Set(checks)]).toEqual([2, 4, 5]);
    expect([...new Set(writes)]).toEqual([0, 5]);
    expect(seen.findIndex((step) => step.state === 'writing')).toBeGreaterThan(seen.findIndex((step) => step.state === 'checking'));
    const [row] = await shop.db.query<{ price: string }>("SELECT price FROM products WHERE sku = 'UPL-3'");
    expect(Number(row?.price)).toBe(1990.5);
    // Nothing runs now; the outcome is read back from the table by any process.
    expect((await get('/api/staff/imports/current')).import).toBeNull();
    expect((await get(`/api/staff/imports/${done.id}`)).import).toMatchObject({ state: 'applied', rows: done.rows, finishedAt: expect.any(String) });
    const audit = await shop.app.inject({ method: 'GET', url: '/api/staff/audit?limit=5', headers: { cookie: staff.cookie } });
    expect(audit.json<{ entries: unknown[] }>().entries).toContainEqual(
      expect.objectContaining({ staffEmail: staff.email, action: 'import-catalog', subject: `import:${done.id}`, after: expect.objectContaining({ fileName: 'fil.csv', products: 5 }) }),
    );
  });

  // Each wrong file: refused with the row and the reason, and nothing of the shop changed.
  const WINDOWS_1252 = Buffer.concat([Buffer.from(`${HEADER}\n${good('W-1')}\n`), Buffer.from('W-2;D\xf8rl\xe5s;Door lock;adgangskontroll;axis;Axis;100\n', 'latin1')]);
  const cases: Array<[string, string | Buffer, { row: string | null; reason: RegExp }]> = [
    ['Windows-1252 from Excel', WINDOWS_1252, { row: 'line 3', reason: /^the file is not UTF-8 text: byte 0xF8 .*save it as "CSV UTF-8"/ }],
    ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(good('U-1')), 'utf16le')]), { row: 'line 1', reason: /UTF-16/ }],
    ['a NUL byte', csv(good('N-1'), `N-2;Lås\u0000;Lock;adgangskontroll;axis;Axis;1`), { row: 'line 3', reason: /NUL byte/ }],
    ['a missing column', 'sku;title_nb;category;supplier\nM-1;Lås;adgangskontroll;axis', { row: 'header', reason: /^missing columns price$/ }],
    ['an extra column', `${HEADER};colour\n${good('E-1')};red`, { row: 'header', reason: /^unknown columns colour/ }],
    ['a column named twice', `${HEADER};price\n${good('T-1')};5`, { row: 'header', reason: /^the column price is named more than once$/ }],
    ['a row with a cell too many', csv(good('C-1'), `${good('C-2')};5`), { row: 'line 3', reason: /columns length is 7, got 8/ }],
    ['a SKU twice', csv(good('D-1'), good('D-2'), good('D-1', '5')), { row: 'row 4 (D-1)', reason: /^the SKU is already on row 2$/ }],
    ['a price that is not a number', csv(good('P-1'), good('P-2', '12 kr')), { row: 'row 3', reason: /^price must be a number/ }],
    ['a cell beginning with =', csv(good('F-1'), 'F-2;"=HYPERLINK(""http://x.example"";""Klikk"")";x;adgangskontroll;axis;Axis;1'), { row: 'row 3', reason: /^title_nb begins with "="/ }],
    ['a cell beginning with +', csv('F-3;Lås;+47 22 00 00 00;adgangskontroll;axis;Axis;1'), { row: 'row 2', reason: /^title_en begins with "\+"/ }],
    ['a cell beginning with -', csv('F-4;Lås;Lock;adgangskontroll;axis;Axis;-5'), { row: 'row 2', reason: /^price begins with "-"/ }],
    ['a cell beginning with @', csv('F-5;@SUM(A1:A9);Lock;adgangskontroll;axis;Axis;1'), { row: 'row 2', reason: /^title_nb begins with "@"/ }],
    ['a formula behind spaces', csv('F-6;Lås;Lock;adgangskontroll;axis;   =1+1;1'), { row: 'row 2', reason: /^supplier_name begins with "="/ }],
  ];

  it.each(cases)('with %s is refused with the row and the reason, and changes nothing', async (_name, file, expected) => {
    const before = await fingerprint();
    const answer = await upload('catalog', file);
    expect(answer.statusCode).toBe(422);
    const body = answer.json<{ error: string; message: string; import: ImportView }>();
    expect(body.message).toMatch(/^The file was refused and nothing was changed: \d+ problems? in the file$/);
    expect(body.import.state).toBe('refused');
    expect(body.import.refusals).toContainEqual({ row: expected.row, reason: expect.stringMatching(expected.reason) });
    expect(body.import.refusalCount).toBe(body.import.refusals.length);
    expect(await changedBesidesImports(before)).toEqual([]);
    // The result route lists the same, from the table.
    expect((await get(`/api/staff/imports/${body.import.id}`)).import?.refusals).toEqual(body.import.refusals);
  });

  it('whose supplier goes between the check and the write is refused by the write, nothing half-applied', async () => {
    await shop.db.query("INSERT INTO suppliers (id, name, logo, position) VALUES ('midlertidig', 'Midlertidig', '/x.svg', 99)");
    const before = await fingerprint();
    shop.app.staffImports.progressEvery = 1;
    shop.app.staffImports.onStep = async (view) => {
      if (view.state === 'checking' && view.rows.checked === 2) await shop.db.query("DELETE FROM suppliers WHERE id = 'midlertidig'");
    };
    const row = (sku: string) => `${sku};Lås;Lock;adgangskontroll;midlertidig;;100`;
    const answer = await upload('catalog', csv(row('GONE-1'), row('GONE-2')));
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ import: ImportView }>().import.refusals).toContainEqual({ row: 'product "GONE-1"', reason: 'unknown supplier "midlertidig"' });
    expect(await changedBesidesImports(before)).toEqual(['suppliers']);
    expect(await shop.db.query("SELECT sku FROM products WHERE sku LIKE 'GONE-%'")).toEqual([]);
  });

  it('with more problems than it lists says how many, and lists the first 200', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => good(`MANY-${index}`, 'gratis'));
    const answer = await upload('catalog', csv(...rows));
    expect(answer.statusCode).toBe(422);
    const { import: refused } = answer.json<{ message: string; import: ImportView }>();
    expect(refused.refusalCount).toBe(300);
    expect(refused.refusals).toHaveLength(200);
    expect(refused.refusals[0]).toEqual({ row: 'row 2', reason: expect.stringMatching(/^price must be a number/) });
    expect(answer.json<{ message: string }>().message).toBe('The file was refused and nothing was changed: 300 problems in the file');
  });

  it('in JSON with a formula cell is refused with the product and field', async () => {
    const before = await fingerprint();
    const file = JSON.stringify({ products: [{ skuId: 'J-1', title: { nb: 'Lås', en: '=cmd|calc' }, category: 'adgangskontroll', supplier: 'axis', price: 1 }] });
    const answer = await upload('catalog', file, 'application/json');
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ import: ImportView }>().import.refusals).toEqual([{ row: 'products[0]', reason: expect.stringMatching(/^title\.en begins with "="/) }]);
    expect(await changedBesidesImports(before)).toEqual([]);
  });
});

/** A body of `bytes` made as it is read, which counts what was read of it. */
function countedBody(bytes: number): { stream: Readable; read: () => number } {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const stream = new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, read: () => sent };
}

describe('an upload of 100 MB', () => {
  const HUNDRED_MB = 100 * 1024 * 1024;

  it('announced by its Content-Length is refused with 413 before any of it is read', async () => {
    const before = await fingerprint();
    const body = countedBody(HUNDRED_MB);
    const answer = await upload('catalog', body.stream, 'text/csv', staff.cookie, { 'content-length': String(HUNDRED_MB) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: 'Payload Too Large', message: 'The file is larger than the 20 MiB an import takes: nothing was changed' });
    expect(body.read()).toBeLessThan(UPLOAD_BODY_LIMIT);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('sent without a length is refused with 413 once it passes the limit, the rest unread', async () => {
    const before = await fingerprint();
    const body = countedBody(HUNDRED_MB);
    const answer = await upload('catalog', body.stream);
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ import: ImportView }>().import.refusals).toEqual([{ row: null, reason: 'the file is larger than the 20 MiB an import takes' }]);
    expect(body.read()).toBeLessThan(UPLOAD_BODY_LIMIT + 4 * 1024 * 1024);
    expect(await changedBesidesImports(before)).toEqual([]);
  });
});

describe('an agreement upload', () => {
  it('replaces the organisation’s agreement in one transaction, with its progress, audited', async () => {
    shop.app.staffImports.progressEvery = 1;
    const states: string[] = [];
    shop.app.staffImports.onStep = async (view) => {
      states.push(view.state);
    };
    const file = `organization_number;applies_to;id;discount_percentage;net_price\n${orgNumber};supplier;axis;12,5;\n${orgNumber};sku;UPL-1;;1 500`;
    const answer = await upload('agreements', file);
    expect(answer.statusCode).toBe(200);
    const done = answer.json<{ import: ImportView }>().import;
    expect(done).toMatchObject({ state: 'applied', rows: { total: 2, read: 2, checked: 2, written: 2 }, message: 'Replaced the agreements of 1 organisations (2 terms)' });
    expect([...new Set(states)]).toEqual(['receiving', 'reading', 'checking', 'writing', 'applied']);
    const terms = await shop.db.query<{ kind: string }>('SELECT kind FROM price_agreement_terms WHERE organization_id = $1 ORDER BY kind', [customer.organizationId]);
    expect(terms.map((term) => term.kind)).toEqual(['sku', 'supplier']);
    const [entry] = await shop.db.query<{ action: string; subject: string }>('SELECT action, subject FROM staff_audit ORDER BY id DESC LIMIT 1');
    expect(entry).toEqual({ action: 'import-agreements', subject: `import:${done.id}` });
  });

  it('with wrong rows is refused line by line and changes no agreement', async () => {
    const before = await fingerprint();
    const file = [
      'organization_number;applies_to;id;discount_percentage;net_price',
      `${orgNumber};supplier;axis;tolv;`,
      `${orgNumber};sku;@UPL-1;;100`,
      `${orgNumber};sku;UPL-2;;-100`,
    ].join('\n');
    const answer = await upload('agreements', file);
    expect(answer.statusCode).toBe(422);
    const { refusals } = answer.json<{ import: ImportView }>().import;
    expect(refusals).toContainEqual({ row: 'line 2', reason: 'the discount percentage must be above 0 and below 100, at most two decimals (it is tolv)' });
    expect(refusals).toContainEqual({ row: 'line 3', reason: expect.stringMatching(/^id begins with "@"/) });
    expect(refusals).toContainEqual({ row: 'line 4', reason: expect.stringMatching(/^net_price begins with "-"/) });
    expect(await changedBesidesImports(before)).toEqual([]);
  });
});

describe('one import at a time', () => {
  it('refuses a second upload with 409 while the first runs, over every process (the table says so)', async () => {
    shop.app.staffImports.progressEvery = 1;
    let second: number | undefined;
    shop.app.staffImports.onStep = async (view) => {
      if (view.state === 'checking' && second === undefined) second = (await upload('catalog', csv(good('Q-2')))).statusCode;
    };
    const first = await upload('catalog', csv(good('Q-1')));
    expect(second).toBe(409);
    expect(first.statusCode).toBe(200);
    // Once it is done the next one runs.
    shop.app.staffImports.onStep = undefined;
    expect((await upload('catalog', csv(good('Q-2')))).statusCode).toBe(200);
  });

  it('takes over from an import whose process fell silent, marking it failed', async () => {
    const [stale] = await shop.db.query<{ id: string }>(
      "INSERT INTO staff_imports (kind, format, state, heartbeat_at) VALUES ('catalog', 'csv', 'checking', now() - interval '1 hour') RETURNING id",
    );
    expect((await get('/api/staff/imports/current')).import?.id).toBe(stale?.id);
    expect((await upload('catalog', csv(good('S-1')))).statusCode).toBe(200);
    expect((await get(`/api/staff/imports/${stale?.id}`)).import).toMatchObject({ state: 'failed', message: expect.stringMatching(/nothing was changed/) });
  });
});

describe('the import routes', () => {
  it('answer 401 to a customer’s session and read nothing', async () => {
    const before = await fingerprint();
    expect((await upload('catalog', csv(good('X-1')), 'text/csv', customer.cookie)).statusCode).toBe(401);
    for (const url of ['/api/staff/imports', '/api/staff/imports/current', '/api/staff/imports/00000000-0000-4000-8000-000000000000']) {
      expect((await shop.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } })).statusCode).toBe(401);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('take a file only as text/csv or application/json, of a kind they know', async () => {
    expect((await upload('catalog', 'sku\nA', 'text/plain')).statusCode).toBe(415);
    // text/csv is taken by the upload alone: any other route still wants JSON.
    const elsewhere = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: { cookie: staff.cookie, 'content-type': 'text/csv' },
      payload: 'email\nny@example.com',
    });
    expect(elsewhere.statusCode).toBe(415);
    expect((await upload('prices', csv(good('K-1')))).statusCode).toBe(400);
    expect((await get('/api/staff/imports/not-an-id')).import).toBeUndefined();
  });

  it('list the newest imports first', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/staff/imports', headers: { cookie: staff.cookie } });
    const { imports } = answer.json<{ imports: ImportView[] }>();
    expect(imports.length).toBeGreaterThan(3);
    expect(imports.map((item) => item.startedAt)).toEqual([...imports.map((item) => item.startedAt)].sort().reverse());
  });
});
