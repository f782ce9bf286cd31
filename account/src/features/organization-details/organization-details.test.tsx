import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore } from '@shop/shared';
import { type Organization } from '@shop/shared/contracts';
import { loggedInBeforeEach, serveApi, testUser } from '../../test-support/serve-api';
import { OrganizationDetails } from './organization-details';

const organization: Organization = {
  id: 'o1',
  mainContactId: 'u1',
  name: 'Firma AS',
  organizationNumber: '912345688',
  address: { street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  invoiceAddress: null,
  invoiceType: 'email',
  invoiceEmail: 'faktura@firma.no',
  invoiceReference: '',
};

describe('the company details', () => {
  loggedInBeforeEach('nb');

  it('saves a change, says so, and shows the new name of the organisation', async () => {
    const renamed = { ...testUser, organization: { ...testUser.organization, name: 'Nytt Navn AS' } };
    const calls = serveApi((request) => {
      if (request.method === 'post') return { status: 200, data: { ...organization, name: 'Nytt Navn AS' } };
      return { status: 200, data: request.url === '/auth/user/u1' ? renamed : organization };
    });
    render(<OrganizationDetails part="company" />);
    const name = await screen.findByLabelText('Firmanavn');
    expect(screen.getByLabelText('Organisasjonsnummer')).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nytt Navn AS');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Endringene er lagret.');
    expect(calls).toEqual(['GET /organization/o1', 'POST /organization/o1', 'GET /auth/user/u1']);
    expect(shopStore.getState().user?.organization.name).toBe('Nytt Navn AS');
  });

  it('tells the demo login plainly that it cannot change the company details', async () => {
    serveApi((request) =>
      request.method === 'post'
        ? { status: 403, data: { error: 'Forbidden', message: 'The demo account cannot change its organisation.', code: 'DemoAccount' } }
        : { status: 200, data: organization },
    );
    render(<OrganizationDetails part="company" />);
    await userEvent.type(await screen.findByLabelText('Firmanavn'), ' Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demokontoen kan ikke endre passord, e-postadresse eller firmaopplysninger. Registrer ditt eget firma for å prøve dette.',
    );
  });

  it('says the change was not saved when the server refuses it, and forgets that once the person edits again', async () => {
    serveApi((request) => (request.method === 'post' ? { status: 400, data: { error: 'Bad Request', message: 'no' } } : { status: 200, data: organization }));
    render(<OrganizationDetails part="invoice" />);
    const reference = await screen.findByLabelText('Fakturareferanse (valgfri)');
    await userEvent.type(reference, 'Innkjøp');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Endringene kunne ikke lagres.');
    await userEvent.type(reference, ' 2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
