import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { loggedInBeforeEach, serveApi, testUser } from '../../test-support/serve-api';
import { ProfilePanel } from './profile-panel';

// What the API answers (api/src/modules/auth/user-routes.ts, demo-user.ts, password-strength.ts).
const wrongOldPassword = {
  status: 400,
  data: { error: 'Bad Request', message: 'oldPassword is not your current password', details: [{ field: 'oldPassword', message: 'oldPassword is not your current password' }] },
};
const wrongCurrentPassword = {
  status: 400,
  data: { error: 'Bad Request', message: 'currentPassword is not your current password', details: [{ field: 'currentPassword', message: 'currentPassword is not your current password' }] },
};
const weakNewPassword = {
  status: 400,
  data: {
    error: 'Bad Request',
    message: 'newPassword is too common or too easy to guess: choose a longer or less predictable one',
    details: [{ field: 'newPassword', message: 'newPassword is too common or too easy to guess: choose a longer or less predictable one', code: 'WeakPassword' }],
  },
};
const demoRefusal = (what: string) => ({
  status: 403,
  data: { error: 'Forbidden', message: `The demo account cannot change ${what}. Register an organisation of your own to try that.`, code: 'DemoAccount' },
});

const bodiesOf = (answer: (body: Record<string, unknown>) => { status: number; data?: unknown }) => {
  const bodies: Array<Record<string, unknown>> = [];
  const calls = serveApi((request) => {
    const body = JSON.parse(request.data ?? 'null') as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  return { bodies, calls };
};

async function typeNewEmail(value: string): Promise<void> {
  const email = screen.getByLabelText(/^(E-mail|E-post)$/);
  await userEvent.clear(email);
  await userEvent.type(email, value);
}

describe('the profile', () => {
  loggedInBeforeEach('en');

  it("saves the user's name, e-mail and phone, and the page knows the new name", async () => {
    const { bodies, calls } = bodiesOf(() => ({ status: 200, data: { ...testUser, name: 'Kari Hansen' } }));
    render(<ProfilePanel />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kari Hansen');
    expect(screen.queryByLabelText('Confirm with your current password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(calls).toEqual(['PUT /auth/user/u1']);
    expect(bodies).toEqual([{ name: 'Kari Hansen', email: 'kari@firma.no', phone: '22334455' }]);
    expect(shopStore.getState().user?.name).toBe('Kari Hansen');
  });

  it('changes the password with the current one, and says next to it when that one is wrong', async () => {
    const { bodies, calls } = bodiesOf(() => wrongOldPassword);
    render(<ProfilePanel />);
    await userEvent.type(screen.getByLabelText('Current password'), 'gammelt-passord');
    await userEvent.type(screen.getByLabelText('New password'), 'et-nytt-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong.');
    expect(calls).toEqual(['POST /auth/user/u1/password']);
    expect(bodies).toEqual([{ oldPassword: 'gammelt-passord', newPassword: 'et-nytt-langt-passord' }]);
  });
});

describe('a new password the API finds too easy to guess', () => {
  beforeEach(() => {
    shopStore.getState().resetSession();
    shopStore.getState().logIn(testUser);
  });

  it.each([
    ['en', 'Current password', 'New password', 'Change password', 'This password is too common or easy to guess. Choose a longer or less predictable one.'],
    ['nb', 'Nåværende passord', 'Nytt passord', 'Bytt passord', 'Passordet er for vanlig eller lett å gjette. Velg et lengre eller mindre forutsigbart passord.'],
  ] as const)('is refused next to the new password field (%s)', async (locale, oldLabel, newLabel, button, message) => {
    await setLocale(locale);
    bodiesOf(() => weakNewPassword);
    render(<ProfilePanel />);
    await userEvent.type(screen.getByLabelText(oldLabel), 'mitt-gamle-passord');
    await userEvent.type(screen.getByLabelText(newLabel), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(newLabel)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(newLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(oldLabel)).not.toHaveAttribute('aria-invalid');
  });
});

describe('changing the login e-mail', () => {
  loggedInBeforeEach('en');

  it('asks for the current password once the e-mail differs from the saved one, and sends it', async () => {
    const { bodies } = bodiesOf((body) => ({ status: 200, data: { ...testUser, email: body.email } }));
    render(<ProfilePanel />);
    await typeNewEmail('KARI@firma.no');
    expect(screen.queryByLabelText('Confirm with your current password')).toBeNull();
    await typeNewEmail('kari.nordmann@firma.no');
    const current = screen.getByLabelText('Confirm with your current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAccessibleDescription('Your password is needed to change the e-mail address you log in with.');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(current).toHaveAccessibleDescription('Please fill in this field.');
    expect(bodies).toEqual([]);

    await userEvent.type(current, 'mitt-passord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(bodies).toEqual([{ name: 'Kari Nordmann', email: 'kari.nordmann@firma.no', phone: '22334455', currentPassword: 'mitt-passord-123' }]);
    expect(shopStore.getState().user?.email).toBe('kari.nordmann@firma.no');
    expect(screen.queryByLabelText('Confirm with your current password')).toBeNull();
  });

  it.each([
    ['en', 'Confirm with your current password', 'Save', 'The current password is wrong.'],
    ['nb', 'Bekreft med nåværende passord', 'Lagre', 'Nåværende passord er feil.'],
  ] as const)('says next to the password field when it is wrong (%s)', async (locale, label, save, message) => {
    await setLocale(locale);
    bodiesOf(() => wrongCurrentPassword);
    render(<ProfilePanel />);
    await typeNewEmail('kari.nordmann@firma.no');
    await userEvent.type(screen.getByLabelText(label), 'feil-passord-1');
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(shopStore.getState().user?.email).toBe('kari@firma.no');
  });

  it('says next to the e-mail field when the address cannot be used', async () => {
    bodiesOf(() => ({
      status: 409,
      data: { error: 'Conflict', message: 'taken', details: [{ field: 'email', message: 'email: This e-mail address cannot be used here. Choose another one.' }] },
    }));
    render(<ProfilePanel />);
    await typeNewEmail('ola@firma.no');
    await userEvent.type(screen.getByLabelText('Confirm with your current password'), 'mitt-passord-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already in use.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail address is already in use.');
  });
});

describe('the demo login', () => {
  beforeEach(() => {
    shopStore.getState().resetSession();
    shopStore.getState().logIn(testUser);
  });

  it.each([
    ['en', 'Confirm with your current password', 'Save', 'The demo account cannot change its password, e-mail address or company details. Register your own company to try this.'],
    ['nb', 'Bekreft med nåværende passord', 'Lagre', 'Demokontoen kan ikke endre passord, e-postadresse eller firmaopplysninger. Registrer ditt eget firma for å prøve dette.'],
  ] as const)('is told plainly that it cannot change its e-mail (%s)', async (locale, label, save, message) => {
    await setLocale(locale);
    bodiesOf(() => demoRefusal('its e-mail address'));
    render(<ProfilePanel />);
    await typeNewEmail('min-egen@example.com');
    await userEvent.type(screen.getByLabelText(label), 'demo-passord-2020');
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['en', 'Current password', 'New password', 'Change password', 'The demo account cannot change its password, e-mail address or company details. Register your own company to try this.'],
    ['nb', 'Nåværende passord', 'Nytt passord', 'Bytt passord', 'Demokontoen kan ikke endre passord, e-postadresse eller firmaopplysninger. Registrer ditt eget firma for å prøve dette.'],
  ] as const)('is told plainly that it cannot change its password (%s)', async (locale, oldLabel, newLabel, button, message) => {
    await setLocale(locale);
    bodiesOf(() => demoRefusal('its password'));
    render(<ProfilePanel />);
    await userEvent.type(screen.getByLabelText(oldLabel), 'demo-passord-2020');
    await userEvent.type(screen.getByLabelText(newLabel), 'et-helt-annet-passord');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
