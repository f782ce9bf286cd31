import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, shopStore } from '@shop/shared';
import type { OrderRequest } from '@shop/shared/contracts';
import type { ServedRequest } from '@shop/shared/test-support';
import { serveApi, testUser } from '../../test-support/serve-api';
import { ApprovalsPage } from './approvals-page';

// The administrators' approvals (api/src/modules/orders/approval/approval-routes.ts).

const admin = { ...testUser, access: { role: 'administrator' as const, orderLimit: null, monthLimit: null, monthSpent: 0 } };

const waiting: OrderRequest = {
  id: 'r1', status: 'waiting', reason: 'requester', requestedBy: { id: 'u3', name: 'Per Bestiller' }, requestedAt: '2026-11-25T09:00:00.000Z',
  total: 1_590, freight: 90,
  lines: [{ sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 3, unitPrice: 500, lineTotal: 1_500 }],
  comment: 'Til lageret i Drammen', customerReference: 'Lager 2', deliveryAddress: { recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  deliveryMethod: 'standard', decidedBy: null, decidedAt: null, refusalReason: null, orderNumber: null,
};

type Reply = { status: number; data?: unknown };

function serve(decide: (request: ServedRequest, round: number) => Reply) {
  const sent: Array<{ call: string; body: unknown }> = [];
  let round = 0;
  serveApi((request) => {
    sent.push({ call: `${request.method.toUpperCase()} ${request.url}`, body: JSON.parse(request.data ?? 'null') });
    if (request.method === 'get') return { status: 200, data: { result: round > 0 ? [] : [waiting] } };
    return decide(request, round++);
  });
  return sent;
}

describe('the approvals page', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().resetSession();
    shopStore.getState().logIn(admin);
  });

  it('shows the waiting request with requester, why, lines, sum and comment, and approves it with the total shown', async () => {
    const sent = serve(() => ({ status: 202, data: {} }));
    render(<ApprovalsPage />);
    const request = await screen.findByTestId('approval-request');
    expect(within(request).getByRole('heading', { name: 'Fra Per Bestiller, 25.11.2026' })).toBeInTheDocument();
    expect(request).toHaveTextContent('Bestilleren sender alltid til godkjenning.');
    const row = within(request).getByRole('row', { name: /CAM-2/ });
    expect(row).toHaveTextContent('CAM-2Kamera3500,-1 500,-');
    expect(within(request).getByTestId('approval-total')).toHaveTextContent('Sum: 1 590,- eks. mva., frakt medregnet');
    expect(request).toHaveTextContent('Kommentar: Til lageret i Drammen');
    await userEvent.click(within(request).getByRole('button', { name: 'Godkjenn og send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bestillingen fra Per Bestiller er godkjent og sendt.');
    expect(await screen.findByText('Ingen bestillinger venter på godkjenning.')).toBeInTheDocument();
    expect(sent.filter(({ call }) => call.startsWith('POST'))).toEqual([{ call: 'POST /organization/o1/approvals/r1/approve', body: { seenTotal: 1_590 } }]);
  });

  it('shows the old and the new total when the prices changed, and approves the new one when asked again', async () => {
    const sent = serve((_request, round) =>
      round === 0 ? { status: 409, data: { error: 'Conflict', message: 'x', code: 'TotalChanged', oldTotal: 1_590, newTotal: 1_740 } } : { status: 202, data: {} },
    );
    render(<ApprovalsPage />);
    const request = await screen.findByTestId('approval-request');
    await userEvent.click(within(request).getByRole('button', { name: 'Godkjenn og send' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'Prisene har endret seg siden bestillingen ble sendt til godkjenning: den var 1 590,-, nå blir den 1 740,- eks. mva. Godkjenn den nye summen hvis den er i orden.',
    );
    await userEvent.click(within(request).getByRole('button', { name: 'Godkjenn 1\u00a0740,-' }));
    await screen.findByText('Bestillingen fra Per Bestiller er godkjent og sendt.');
    expect(sent.filter(({ call }) => call.startsWith('POST')).map(({ body }) => body)).toEqual([{ seenTotal: 1_590 }, { seenTotal: 1_740 }]);
  });

  it('refuses with a reason, which it asks for first', async () => {
    await setLocale('en');
    const sent = serve(() => ({ status: 204 }));
    render(<ApprovalsPage />);
    const request = await screen.findByTestId('approval-request');
    await userEvent.click(within(request).getByRole('button', { name: 'Refuse the order from Per Bestiller' }));
    const reason = within(request).getByLabelText('Why is the order refused?');
    // Opened from a button that is gone now: the keyboard goes on in the reason.
    expect(reason).toHaveFocus();
    await userEvent.click(within(request).getByRole('button', { name: 'Refuse the order' }));
    expect(reason).toHaveAccessibleDescription('Write a reason.');
    expect(sent.filter(({ call }) => call.startsWith('POST'))).toEqual([]);
    await userEvent.type(reason, 'Too expensive this month');
    await userEvent.click(within(request).getByRole('button', { name: 'Refuse the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order from Per Bestiller is refused.');
    expect(sent.filter(({ call }) => call.startsWith('POST'))).toEqual([{ call: 'POST /organization/o1/approvals/r1/refuse', body: { reason: 'Too expensive this month' } }]);
  });

  it('says so beside the request when it was decided meanwhile', async () => {
    serve(() => ({ status: 409, data: { error: 'Conflict', message: 'x', code: 'AlreadyDecided' } }));
    render(<ApprovalsPage />);
    const request = await screen.findByTestId('approval-request');
    await userEvent.click(within(request).getByRole('button', { name: 'Godkjenn og send' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent('Bestillingen er allerede godkjent, avvist eller trukket tilbake.');
  });

  it('is not shown to a requester, and nothing is asked of the API', () => {
    const sent = serve(() => ({ status: 204 }));
    shopStore.getState().logIn({ ...testUser, access: { role: 'requester', orderLimit: null, monthLimit: null, monthSpent: 0 } });
    render(<ApprovalsPage />);
    expect(screen.getByText(/Bare administratorene i firmaet/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
