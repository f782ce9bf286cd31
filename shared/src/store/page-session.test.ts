import { PAGE_SESSION_ID, parsePageSession, takePageSession } from './page-session';

const user = {
  id: 'u1',
  name: 'Kari',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'ehf' },
};

describe('parsePageSession', () => {
  it('reads a logged-in person and a visitor', () => {
    expect(parsePageSession(JSON.stringify({ userId: { userId: 'u1' }, user }))).toEqual({ userId: { userId: 'u1' }, user });
    expect(parsePageSession('{}')).toEqual({});
  });

  it('keeps the session but not a user it does not name, or one of the wrong shape', () => {
    expect(parsePageSession(JSON.stringify({ userId: { userId: 'u2' }, user }))).toEqual({ userId: { userId: 'u2' } });
    const wrongInvoice = { ...user, organization: { ...user.organization, invoiceType: 'fax' } };
    expect(parsePageSession(JSON.stringify({ userId: { userId: 'u1' }, user: wrongInvoice }))).toEqual({ userId: { userId: 'u1' } });
    expect(parsePageSession(JSON.stringify({ userId: { userId: 'u1' }, user: { ...user, phone: 5 } }))).toEqual({ userId: { userId: 'u1' } });
  });

  it('reads nothing from a block that is not a session', () => {
    for (const text of ['', 'not json', '[]', 'null', '{"userId":"u1"}', '{"userId":{"userId":""}}', '{"userId":{"userId":7}}']) {
      expect(parsePageSession(text)).toBeNull();
    }
  });
});

describe('takePageSession', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the block once and takes it out of the page', () => {
    document.head.innerHTML = `<script type="application/json" id="${PAGE_SESSION_ID}">${JSON.stringify({ userId: { userId: 'u1' }, user })}</script>`;
    expect(takePageSession()?.user?.name).toBe('Kari');
    expect(document.getElementById(PAGE_SESSION_ID)).toBeNull();
    expect(takePageSession()).toBeNull();
  });

  it('finds nothing in a page served without one', () => {
    expect(takePageSession()).toBeNull();
  });
});

describe('the page title in the session block', () => {
  it('is read beside the session, and without one', () => {
    expect(parsePageSession('{"pageTitle":"Kamera X"}')).toEqual({ pageTitle: 'Kamera X' });
    expect(parsePageSession('{"userId":{"userId":"u1"},"pageTitle":"Kamera X"}')).toEqual({ userId: { userId: 'u1' }, pageTitle: 'Kamera X' });
  });

  it('is left out when it is no title', () => {
    expect(parsePageSession('{"pageTitle":42}')).toEqual({});
    expect(parsePageSession(JSON.stringify({ pageTitle: 'x'.repeat(301) }))).toEqual({});
  });
});
