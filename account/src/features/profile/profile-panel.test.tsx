import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import { serveApi, testUser } from '../../test-support/serve-api';
import { ProfilePanel } from './profile-panel';

describe('the profile', () => {
  beforeEach(async () => {
    await setLocale('en');
    shopStore.getState().resetSession();
    shopStore.getState().logIn(testUser);
  });

  it("saves the user's name, e-mail and phone, and the page knows the new name", async () => {
    const bodies: unknown[] = [];
    const calls = serveApi((request) => {
      bodies.push(JSON.parse(request.data ?? 'null'));
      return { status: 200, data: { ...testUser, name: 'Kari Hansen' } };
    });
    render(<ProfilePanel />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kari Hansen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(calls).toEqual(['PUT /auth/user/u1']);
    expect(bodies).toEqual([{ name: 'Kari Hansen', email: 'kari@firma.no', phone: '22334455' }]);
    expect(shopStore.getState().user?.name).toBe('Kari Hansen');
  });

  it('changes the password with the current one, and says when that one is wrong', async () => {
    const bodies: unknown[] = [];
    const calls = serveApi((request) => {
      bodies.push(JSON.parse(request.data ?? 'null'));
      return { status: 400, data: { error: 'Bad Request', message: 'oldPassword is not your current password' } };
    });
    render(<ProfilePanel />);
    await userEvent.type(screen.getByLabelText('Current password'), 'gammelt-passord');
    await userEvent.type(screen.getByLabelText('New password'), 'et-nytt-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    expect(calls).toEqual(['POST /auth/user/u1/password']);
    expect(bodies).toEqual([{ oldPassword: 'gammelt-passord', newPassword: 'et-nytt-langt-passord' }]);
  });
});
