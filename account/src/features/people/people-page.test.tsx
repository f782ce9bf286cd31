import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import type { Person } from '@shop/shared/contracts';
import type { ServedRequest } from '@shop/shared/test-support';
import { MemoryRouter } from 'react-router-dom';
import { AccountNav } from '../account-nav/account-nav';
import { serveApi, testUser } from '../../test-support/serve-api';
import { PeoplePage } from './people-page';

// The people page (api/src/modules/people/people-routes.ts): the organisation's people for its
// administrators, with role, limits, spend, invitation and last login, and the changes to them.

const access = (role: 'administrator' | 'buyer' | 'requester') => ({ role, orderLimit: null, monthLimit: null, monthSpent: 0 });
const admin = { ...testUser, access: access('administrator') };

const kari: Person = {
  id: 'u1', name: 'Kari Nordmann', email: 'kari@firma.no', phone: '22334455', isMainContact: true, role: 'administrator',
  orderLimit: null, monthLimit: null, monthSpent: 0, invitation: 'accepted', invitationExpiresAt: null, lastLoginAt: '2026-11-20T09:00:00.000Z',
};
const ola: Person = {
  id: 'u2', name: 'Ola Innkjøper', email: 'ola@firma.no', phone: '22334456', isMainContact: false, role: 'buyer',
  orderLimit: 10_000, monthLimit: 50_000, monthSpent: 12_400, invitation: 'accepted', invitationExpiresAt: null, lastLoginAt: '2026-11-21T09:00:00.000Z',
};
const per: Person = {
  id: 'u3', name: 'Per Bestiller', email: 'per@firma.no', phone: '22334457', isMainContact: false, role: 'requester',
  orderLimit: null, monthLimit: null, monthSpent: 0, invitation: 'pending', invitationExpiresAt: '2026-12-01T09:00:00.000Z', lastLoginAt: null,
};

type Reply = { status: number; data?: unknown };

/** Serves the people list and answers every change with `change`; returns the calls with their bodies. */
function serve(change: (request: ServedRequest) => Reply = () => ({ status: 204 }), people: Person[] = [kari, ola, per]) {
  const sent: Array<{ call: string; body: unknown }> = [];
  serveApi((request) => {
    sent.push({ call: `${request.method.toUpperCase()} ${request.url}`, body: JSON.parse(request.data ?? 'null') });
    return request.method === 'get' ? { status: 200, data: people } : change(request);
  });
  return sent;
}

const personCard = (name: string) => screen.getAllByTestId('person').find((card) => within(card).queryByRole('heading', { name: new RegExp(`^${name}`) })) as HTMLElement;

describe('the people page', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
    shopStore.getState().logIn(admin);
  });

  it("lists each person's e-mail, role, limits, month's spend, invitation and last login", async () => {
    serve();
    render(<PeoplePage />);
    expect(await screen.findByRole('heading', { name: 'Ola Innkjøper' })).toBeInTheDocument();
    const olaCard = personCard('Ola Innkjøper');
    expect(olaCard).toHaveTextContent('ola@firma.no');
    expect(olaCard).toHaveTextContent('RolleInnkjøper');
    expect(olaCard).toHaveTextContent('Per bestilling: 10 000 kr, Per måned: 50 000 kr');
    expect(olaCard).toHaveTextContent('Brukt denne måneden12 400 kr');
    expect(olaCard).toHaveTextContent('Sist innlogget21.11.2026');
    const perCard = personCard('Per Bestiller');
    expect(perCard).toHaveTextContent('RolleBestiller');
    expect(perCard).toHaveTextContent('InvitasjonSendt, gjelder til 01.12.2026');
    expect(perCard).toHaveTextContent('Sist innloggetAldri');
    // One's own card: no removal of oneself.
    expect(within(personCard('Kari Nordmann')).queryByRole('button', { name: 'Slett Kari Nordmann' })).toBeNull();
  });

  it("adds a buyer with limits typed the Norwegian way, and says the invitation is sent", async () => {
    const sent = serve((request) => (request.url.endsWith('/customers') ? { status: 201, data: { invitation: 'sent' } } : { status: 204 }));
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Ola Innkjøper' });
    const form = screen.getByRole('form', { name: 'Legg til en bruker' });
    await userEvent.type(within(form).getByLabelText('Navn'), 'Lise Lager');
    await userEvent.type(within(form).getByLabelText('E-post'), 'lise@firma.no');
    await userEvent.type(within(form).getByLabelText('Telefon'), '22334458');
    expect(within(form).getByRole('radio', { name: /^Innkjøper/ })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Grense per bestilling (kr eks. mva.)'), '5 000,50');
    await userEvent.type(within(form).getByLabelText('Grense per måned (kr eks. mva.)'), 'mye');
    await userEvent.click(within(form).getByRole('button', { name: 'Legg til og send invitasjon' }));
    expect(within(form).getByLabelText('Grense per måned (kr eks. mva.)')).toHaveAccessibleDescription(
      'Skriv et beløp i kroner fra 0 til 10 000 000, for eksempel 5000 eller 2500,50.',
    );
    expect(sent.filter(({ call }) => call.startsWith('POST'))).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('Grense per måned (kr eks. mva.)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Legg til og send invitasjon' }));
    expect(await screen.findByText('Lise Lager er lagt til, og invitasjonen er sendt til lise@firma.no.')).toBeInTheDocument();
    expect(sent.find(({ call }) => call.startsWith('POST'))).toEqual({
      call: 'POST /organization/o1/customers',
      body: { name: 'Lise Lager', email: 'lise@firma.no', phone: '22334458', locale: 'nb', role: 'buyer', orderLimit: 5000.5, monthLimit: null },
    });
  });

  it('adds a requester without limits', async () => {
    const sent = serve(() => ({ status: 201, data: { invitation: 'sent' } }));
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Ola Innkjøper' });
    const form = screen.getByRole('form', { name: 'Legg til en bruker' });
    await userEvent.type(within(form).getByLabelText('Navn'), 'Lise Lager');
    await userEvent.type(within(form).getByLabelText('E-post'), 'lise@firma.no');
    await userEvent.type(within(form).getByLabelText('Telefon'), '22334458');
    await userEvent.click(within(form).getByRole('radio', { name: /^Bestiller/ }));
    expect(within(form).queryByLabelText('Grense per bestilling (kr eks. mva.)')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Legg til og send invitasjon' }));
    await screen.findByText(/Lise Lager er lagt til/);
    expect(sent.find(({ call }) => call.startsWith('POST'))?.body).toEqual({ name: 'Lise Lager', email: 'lise@firma.no', phone: '22334458', locale: 'nb', role: 'requester' });
  });

  it("says next to the action, in plain words, that the last administrator cannot lose the role", async () => {
    serve(() => ({ status: 409, data: { error: 'Conflict', message: 'x', code: 'LastAdministrator' } }));
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Kari Nordmann deg' });
    const card = personCard('Kari Nordmann');
    await userEvent.click(within(card).getByRole('button', { name: 'Endre rolle for Kari Nordmann' }));
    await userEvent.click(within(card).getByRole('radio', { name: /^Bestiller/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Lagre rolle' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Firmaet må ha minst én administrator som kan logge inn. Gi en annen person rollen administrator først.',
    );
  });

  it("changes a buyer's limits, and resends, withdraws and removes with the person's own calls", async () => {
    const sent = serve();
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Ola Innkjøper' });
    const olaCard = personCard('Ola Innkjøper');
    await userEvent.click(within(olaCard).getByRole('button', { name: 'Endre rolle for Ola Innkjøper' }));
    const limit = within(olaCard).getByLabelText('Grense per bestilling (kr eks. mva.)');
    expect(limit).toHaveValue('10000');
    await userEvent.clear(limit);
    await userEvent.type(limit, '20000');
    await userEvent.click(within(olaCard).getByRole('button', { name: 'Lagre rolle' }));
    expect(await screen.findByText('Rollen til Ola Innkjøper er lagret.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitasjonen på nytt til Per Bestiller' }));
    await screen.findByText('Invitasjonen er sendt på nytt til per@firma.no. Den gamle lenken virker ikke lenger.');
    await userEvent.click(screen.getByRole('button', { name: 'Trekk tilbake invitasjonen til Per Bestiller' }));
    await screen.findByText('Invitasjonen til Per Bestiller er trukket tilbake.');
    await userEvent.click(screen.getByRole('button', { name: 'Slett Ola Innkjøper' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Fjerne Ola Innkjøper? Personen kan ikke lenger logge inn.' })).getByRole('button', { name: 'Slett' }));
    await screen.findByText('Ola Innkjøper er fjernet.');
    expect(sent.filter(({ call }) => !call.startsWith('GET'))).toEqual([
      { call: 'PUT /organization/o1/people/u2/role', body: { role: 'buyer', orderLimit: 20_000, monthLimit: 50_000 } },
      { call: 'POST /organization/o1/people/u3/invitation', body: { locale: 'nb' } },
      { call: 'DELETE /organization/o1/people/u3/invitation', body: null },
      { call: 'DELETE /organization/o1/contacts/u2', body: null },
    ]);
  });

  it('invites a contact person without a role with the role chosen', async () => {
    const lise: Person = { ...per, id: 'u4', name: 'Lise Kontakt', email: 'lise@firma.no', role: null, invitation: 'none', invitationExpiresAt: null };
    const sent = serve(() => ({ status: 202, data: {} }), [kari, lise]);
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Lise Kontakt' });
    const card = personCard('Lise Kontakt');
    expect(card).toHaveTextContent('RolleIngen rolle (kan ikke logge inn)');
    expect(within(card).queryByRole('button', { name: 'Endre rolle for Lise Kontakt' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Inviter Lise Kontakt til å logge inn' }));
    await userEvent.click(within(card).getByRole('radio', { name: /^Administrator/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText('Invitasjonen er sendt til lise@firma.no.')).toBeInTheDocument();
    expect(sent.filter(({ call }) => !call.startsWith('GET'))).toEqual([{ call: 'POST /organization/o1/people/u4/invitation', body: { locale: 'nb', role: 'administrator' } }]);
  });

  it('is used by keyboard: the role form opens at the chosen role, and its cancel leads back to the actions', async () => {
    serve();
    render(<PeoplePage />);
    await screen.findByRole('heading', { name: 'Ola Innkjøper' });
    const card = personCard('Ola Innkjøper');
    within(card).getByRole('button', { name: 'Endre rolle for Ola Innkjøper' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(card).getByRole('radio', { name: /^Innkjøper/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(card).getByRole('radio', { name: /^Bestiller/ })).toBeChecked();
    expect(within(card).queryByLabelText('Grense per bestilling (kr eks. mva.)')).toBeNull();
    within(card).getByRole('button', { name: 'Avbryt' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(card).getByRole('button', { name: 'Endre rolle for Ola Innkjøper' })).toHaveFocus();
  });

  it.each(['buyer', 'requester'] as const)('is not shown to a %s: one sentence says who can, and nothing is asked of the API', async (role) => {
    const sent = serve();
    shopStore.getState().logIn({ ...testUser, access: access(role) });
    render(<PeoplePage />);
    expect(screen.getByText('Bare administratorene i firmaet kan se og endre brukerne. Spør en av dem om du trenger en endring.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('says the same in English when the API refuses the role', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 403, data: { error: 'Forbidden', message: 'x', code: 'RoleNotAllowed' } }));
    shopStore.getState().logIn(testUser);
    render(<PeoplePage />);
    expect(await screen.findByText("Only your company's administrators can see and change the users. Ask one of them if you need a change.")).toBeInTheDocument();
  });
});

describe("the account menu's people and approval links", () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
  });

  it('are there for an administrator, in both languages', async () => {
    shopStore.getState().logIn(admin);
    const { unmount } = render(<MemoryRouter><AccountNav locale="nb" section="people" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Brukere' })).toHaveAttribute('href', '/min-side/brukere');
    expect(screen.getByRole('link', { name: 'Brukere' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Godkjenning' })).toHaveAttribute('href', '/min-side/godkjenning');
    unmount();
    await setLocale('en');
    render(<MemoryRouter><AccountNav locale="en" section="orders" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/en/account/users');
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/en/account/approvals');
  });

  it('are not there for a buyer or a requester', () => {
    for (const role of ['buyer', 'requester'] as const) {
      shopStore.getState().logIn({ ...testUser, access: access(role) });
      const { unmount } = render(<MemoryRouter><AccountNav locale="nb" section="orders" /></MemoryRouter>);
      expect(screen.queryByRole('link', { name: 'Brukere' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Godkjenning' })).toBeNull();
      unmount();
    }
  });
});
