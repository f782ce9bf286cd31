import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { serveApi, testUser } from '../../test-support/serve-api';
import { RegistrationForm } from './registration-form';

const user = userEvent.setup();

// A form of eleven fields, each filled and checked: on a machine busy with other builds, more than 5 s.
jest.setTimeout(15_000);

/**
 * Pastes a value into a field, as a person filling in a long form from their records might: typing
 * ten fields key by key renders the whole form a hundred and fifty times, too slow on a busy machine.
 */
async function fill(field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

async function fillValidForm(organizationNumber: string): Promise<void> {
  const company = screen.getByRole('group', { name: 'Company' });
  await fill(within(company).getByLabelText('Company name'), 'Firma AS');
  await fill(within(company).getByLabelText('Organisation number'), organizationNumber);
  await fill(within(company).getByLabelText('Street address'), 'Gata 1');
  await fill(within(company).getByLabelText('Postal code'), '0150');
  await fill(within(company).getByLabelText('City'), 'Oslo');
  await fill(screen.getByLabelText('E-mail for invoices'), 'faktura@firma.no');
  const person = screen.getByRole('group', { name: 'First contact person' });
  await fill(within(person).getByLabelText('Name'), 'Kari Nordmann');
  await fill(within(person).getByLabelText('E-mail (used to log in)'), 'kari@firma.no');
  await fill(within(person).getByLabelText('Phone'), '22334455');
  await fill(screen.getByLabelText('Password'), 'et-langt-passord');
}

describe('registration form', () => {
  beforeEach(async () => {
    await setLocale('en');
    shopStore.getState().resetSession();
  });

  const renderForm = () =>
    render(
      <MemoryRouter>
        <RegistrationForm locale="en" />
      </MemoryRouter>,
    );

  it('names each bad field next to it and sends nothing', async () => {
    const calls = serveApi(() => ({ status: 500 }));
    renderForm();
    await fillValidForm('912345687');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '150');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Organisation number')).toHaveAccessibleDescription('Enter a valid 9-digit organisation number.');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('The postal code has 4 digits.');
    expect(calls).toEqual([]);
  });

  it('shows the first error code of a refused registration in plain words', async () => {
    serveApi(() => ({ status: 409, data: { Errors: [{ Code: 'EmailTaken', Message: 'taken' }] } }));
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address already has an account.');
  });

  it('says something went wrong when the server does not answer', async () => {
    serveApi(() => 'no-response');
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('creates the account and logs the new user in', async () => {
    const calls = serveApi((config) =>
      config.url === '/organization' ? { status: 201, data: { id: 'o1', userId: 'u1' } } : { status: 200, data: testUser },
    );
    renderForm();
    await fillValidForm('912 345 688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The account is created and you are logged in.');
    expect(calls).toEqual(['POST /organization', 'GET /auth/user/u1']);
    expect(shopStore.getState().isLoggedIn).toBe(true);
  });
});
