import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { serveApi } from '../../test-support/serve-api';
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

  it('says next to the password field that the API found the password too easy to guess', async () => {
    const message = 'password is too common or too easy to guess: choose a longer or less predictable one';
    serveApi(() => ({ status: 400, data: { error: 'Bad Request', message, Errors: [{ Code: 'WeakPassword', Field: 'password', Message: message }] } }));
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const text = 'This password is too common or easy to guess. Choose a longer or less predictable one.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says something went wrong when the server does not answer', async () => {
    serveApi(() => 'no-response');
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('creates the account, logs nobody in, and asks to open the link mailed to the login e-mail', async () => {
    const sent: Array<string | undefined> = [];
    const calls = serveApi((request) => {
      sent.push(request.data);
      return request.url === '/organization' ? { status: 201, data: { id: 'o1', userId: 'u1', confirmation: 'sent' } } : { status: 202, data: {} };
    });
    renderForm();
    await fillValidForm('912 345 688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is created. Check your e-mail: we have sent a link to kari@firma.no. Open it to confirm your e-mail address, and you can log in and see the retailer prices.',
    );
    expect(JSON.parse(sent[0] as string)).toMatchObject({ contact: { email: 'kari@firma.no' }, locale: 'en' });
    expect(shopStore.getState().isLoggedIn).toBe(false);

    // No mail yet: a new link for the same address.
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('If kari@firma.no is waiting for confirmation and the password is right, a new link is on its way. Check your e-mail.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['POST /organization', 'POST /auth/confirm-email/resend']);
    // The registration's own password: a link goes only to the registration it proves.
    expect(JSON.parse(sent[1] as string)).toEqual({ email: 'kari@firma.no', password: 'et-langt-passord', locale: 'en' });
  });

  it('says so when the mail with the link could not be sent', async () => {
    serveApi(() => ({ status: 201, data: { id: 'o1', userId: 'u1', confirmation: 'not-sent' } }));
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We could not send the e-mail with the link to kari@firma.no.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('says next to a taken organisation number that the distributor helps whoever it belongs to', async () => {
    serveApi(() => ({ status: 409, data: { Errors: [{ Code: 'OrganizationNumberTaken', Field: 'organizationNumber', Message: 'taken' }] } }));
    renderForm();
    await fillValidForm('912345688');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const number = screen.getByLabelText('Organisation number');
    expect(await screen.findByRole('alert')).toHaveTextContent('This organisation number already has an account.');
    expect(number).toHaveAccessibleDescription('This organisation number already has an account.');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    const company = screen.getByRole('group', { name: 'Company' });
    expect(within(company).getByText(/^Is this your company\?/)).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Contact us, and we will help you.' })).toHaveAttribute('href', '/en/contact');
  });
});
