import { setLocale } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '../../test-support/serve-api';
import { WaitingOrganizations } from './waiting-organizations';

const waiting = [
  { organizationNumber: '974760673', name: 'Alarm AS', registeredAt: '2026-11-20T09:00:00.000Z', loginEmail: 'per@alarm.no', emailConfirmed: true, organizationNumberValid: true },
  { organizationNumber: '123456789', name: 'Tvilsom AS', registeredAt: '2026-11-21T09:00:00.000Z', loginEmail: null, emailConfirmed: false, organizationNumberValid: false },
];

describe('organisations waiting for approval', () => {
  beforeEach(() => setLocale('nb'));

  it('shows each registration’s details with its organisation number’s mod-11 check', async () => {
    serveApi(() => ({ status: 200, data: { organizations: waiting } }));
    render(<WaitingOrganizations />);
    const alarm = (await screen.findByRole('heading', { name: 'Alarm AS' })).closest('li') as HTMLElement;
    expect(within(alarm).getByText('974760673 (Org.nr. gyldig (mod 11))')).toBeInTheDocument();
    expect(within(alarm).getByText('per@alarm.no')).toBeInTheDocument();
    expect(within(alarm).getByText('20.11.2026')).toBeInTheDocument();
    const doubtful = screen.getByRole('heading', { name: 'Tvilsom AS' }).closest('li') as HTMLElement;
    expect(within(doubtful).getByText('123456789 (Org.nr. ugyldig (mod 11))')).toBeInTheDocument();
  });

  it('approves one, says so and shows the list again without it', async () => {
    let approved = false;
    const calls = serveApi((request) => {
      if (request.method === 'post') {
        approved = true;
        return { status: 200, data: { organizationNumber: '974760673', name: 'Alarm AS', approved: true, refused: false } };
      }
      return { status: 200, data: { organizations: approved ? waiting.slice(1) : waiting } };
    });
    render(<WaitingOrganizations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Godkjenn Alarm AS' }));
    expect(await screen.findByText('Alarm AS er godkjent.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Tvilsom AS' });
    expect(screen.queryByRole('heading', { name: 'Alarm AS' })).toBeNull();
    expect(calls).toEqual(['GET /staff/waiting', 'POST /staff/organizations/974760673/approve', 'GET /staff/waiting']);
  });

  it('refuses one only with a reason, which it sends', async () => {
    const bodies: unknown[] = [];
    const calls = serveApi((request) => {
      if (request.method === 'post') {
        bodies.push(JSON.parse(request.data ?? 'null'));
        return { status: 200, data: {} };
      }
      return { status: 200, data: { organizations: waiting } };
    });
    render(<WaitingOrganizations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Avslå Tvilsom AS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send avslag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fyll ut dette feltet.');
    expect(calls).not.toContain('POST /staff/organizations/123456789/refuse');
    await userEvent.type(screen.getByLabelText('Begrunnelse (sendes til den som registrerte)'), 'Organisasjonsnummeret finnes ikke.');
    await userEvent.click(screen.getByRole('button', { name: 'Send avslag' }));
    expect(await screen.findByText('Tvilsom AS er avslått, og den som registrerte har fått e-post med begrunnelsen.')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Organisasjonsnummeret finnes ikke.' }]);
  });

  it('says when someone else got there first', async () => {
    await setLocale('en');
    serveApi((request) =>
      request.method === 'post'
        ? { status: 409, data: { error: 'Conflict', message: 'This organisation is approved already' } }
        : { status: 200, data: { organizations: waiting } },
    );
    render(<WaitingOrganizations />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Alarm AS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('someone may have changed it meanwhile');
  });
});
