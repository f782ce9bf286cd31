import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore } from '@shop/shared';
import type { ContactPerson } from '../../api/organization-api';
import { loggedInBeforeEach, serveApi } from '../../test-support/serve-api';
import { ContactPersons } from './contact-persons';

const kari: ContactPerson = { id: 'u1', name: 'Kari Nordmann', email: 'kari@firma.no', phone: '22334455', isMainContact: true, canLogIn: true };
const ola: ContactPerson = { id: 'c2', name: 'Ola Hansen', email: 'ola@firma.no', phone: '90000000', isMainContact: false, canLogIn: false };

async function addContact(name: string, email: string, phone: string): Promise<void> {
  const form = screen.getByRole('form', { name: 'Ny kontaktperson' });
  await userEvent.type(within(form).getByLabelText('Navn'), name);
  await userEvent.type(within(form).getByLabelText('E-post'), email);
  await userEvent.type(within(form).getByLabelText('Telefon'), phone);
  await userEvent.click(within(form).getByRole('button', { name: 'Lagre' }));
}

describe('the contact persons', () => {
  loggedInBeforeEach('nb');

  it('lists the organisation’s contacts, the main contact and the user marked', async () => {
    serveApi(() => ({ status: 200, data: [kari, ola] }));
    render(<ContactPersons />);
    const list = await screen.findByRole('list', { name: 'Kontaktpersoner' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Kari Nordmann');
    expect(first).toHaveTextContent('Hovedkontakt');
    expect(first).toHaveTextContent('Deg');
    expect(within(list).getByRole('button', { name: 'Slett Ola Hansen' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Slett Kari Nordmann' })).toBeNull();
  });

  it('says "Bruker opprettet" and shows the new contact after adding one', async () => {
    let contacts = [kari];
    const calls = serveApi((request) => {
      if (request.method === 'post') {
        contacts = [kari, ola];
        return { status: 201, data: ola };
      }
      return { status: 200, data: contacts };
    });
    render(<ContactPersons />);
    await screen.findByText('Kari Nordmann');
    await addContact('Ola Hansen', 'ola@firma.no', '90000000');
    expect(await screen.findByRole('status')).toHaveTextContent('Bruker opprettet');
    expect(await screen.findByText('Ola Hansen')).toBeInTheDocument();
    expect(calls).toContain('POST /organization/o1/customers');
    expect(shopStore.getState().loadingCount).toBe(0);
  });

  it('says in plain words that the demo organisation’s contact persons stay as they are', async () => {
    const refusal = {
      status: 403,
      data: { error: 'Forbidden', message: 'The demo account cannot change its contact persons.', code: 'DemoAccount' },
    };
    serveApi((request) => (request.method === 'get' ? { status: 200, data: [kari] } : refusal));
    render(<ContactPersons />);
    await screen.findByText('Kari Nordmann');
    await addContact('Ola Hansen', 'ola@firma.no', '90000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demokontoens leveringsadresser og kontaktpersoner kan ikke endres, så alle besøkende ser den samme demoen. Registrer ditt eget firma for å prøve dette.',
    );
  });

  it('says plainly when the e-mail address is taken or the server cannot be reached', async () => {
    serveApi((request) => (request.method === 'post' ? { status: 409, data: { error: 'Conflict', message: 'in use' } } : { status: 200, data: [kari] }));
    render(<ContactPersons />);
    await screen.findByText('Kari Nordmann');
    await addContact('Ola Hansen', 'kari@firma.no', '90000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne e-postadressen er allerede i bruk.');
    serveApi((request) => (request.method === 'post' ? 'no-response' : { status: 200, data: [kari] }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Noe gikk galt')).toBeInTheDocument();
    expect(shopStore.getState().loadingCount).toBe(0);
  });
});

describe('a contact person who logs in', () => {
  loggedInBeforeEach('nb');

  it('keeps the login e-mail, and the page says where it is changed', async () => {
    serveApi((request) =>
      request.method === 'put'
        ? { status: 403, data: { error: 'Forbidden', message: 'changed on the profile', code: 'LoginEmail' } }
        : { status: 200, data: [kari, ola] },
    );
    render(<ContactPersons />);
    const list = await screen.findByRole('list', { name: 'Kontaktpersoner' });
    await userEvent.click(within(list).getByRole('button', { name: 'Endre Kari Nordmann' }));
    const form = screen.getByRole('form', { name: 'Endre Kari Nordmann' });
    await userEvent.clear(within(form).getByLabelText('E-post'));
    await userEvent.type(within(form).getByLabelText('E-post'), 'kari.ny@firma.no');
    await userEvent.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-postadressen en bruker logger inn med, kan bare brukeren selv endre under Profil.');
  });
});
