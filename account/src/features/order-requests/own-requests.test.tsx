import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@shop/shared';
import type { OrderRequest } from '@shop/shared/contracts';
import { loggedInBeforeEach, serveApi } from '../../test-support/serve-api';
import { OwnRequests } from './own-requests';

// A person's own orders sent for approval, above their orders (GET /api/order-requests/{userId}).

const base: OrderRequest = {
  id: 'r1', status: 'waiting', reason: 'requester', requestedBy: { id: 'u1', name: 'Kari Nordmann' }, requestedAt: '2026-11-25T09:00:00.000Z',
  total: 1_590, freight: 90,
  lines: [{ sku: 'CAM-2', title: { nb: 'Kamera', en: 'Camera' }, quantity: 3, unitPrice: 500, lineTotal: 1_500 }],
  comment: '', customerReference: '', deliveryAddress: { recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  deliveryMethod: 'standard', decidedBy: null, decidedAt: null, refusalReason: null, orderNumber: null,
};
const requests: OrderRequest[] = [
  base,
  { ...base, id: 'r2', status: 'approved', orderNumber: 'SO-100123' },
  { ...base, id: 'r3', status: 'refused', refusalReason: 'For dyrt denne måneden' },
];

const states = () => screen.getAllByTestId('order-request-state').map((state) => state.textContent);

describe("one's own requests", () => {
  describe('in Norwegian', () => {
    loggedInBeforeEach('nb');

    it("say each state in the issue's words, with the refusal's reason and the order an approval became", async () => {
      serveApi(() => ({ status: 200, data: { result: requests } }));
      render(<OwnRequests />);
      expect(await screen.findByRole('heading', { name: 'Til godkjenning' })).toBeInTheDocument();
      expect(states()).toEqual(['Venter på godkjenning', 'Godkjent · Ordre SO-100123', 'Avvist: For dyrt denne måneden']);
    });

    it('withdraws a waiting one, and only a waiting one can be', async () => {
      let withdrawn = false;
      const calls = serveApi((request) => {
        if (request.method === 'delete') {
          withdrawn = true;
          return { status: 204 };
        }
        return { status: 200, data: { result: withdrawn ? [{ ...base, status: 'withdrawn' }] : [base, requests[1]] } };
      });
      render(<OwnRequests />);
      await screen.findByRole('heading', { name: 'Til godkjenning' });
      expect(screen.getAllByRole('button', { name: /^Trekk tilbake bestillingen/ })).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Trekk tilbake bestillingen fra 25.11.2026 på 1\u00a0590,-' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Bestillingen er trukket tilbake.');
      expect(await screen.findByText('Trukket tilbake')).toBeInTheDocument();
      expect(calls).toContain('DELETE /order-requests/u1/r1');
    });

    it('is read again when checkout sends a cart for approval', async () => {
      let sentOne = false;
      serveApi(() => ({ status: 200, data: { result: sentOne ? [base] : [] } }));
      render(<OwnRequests />);
      // Nothing is shown to someone who never sent one.
      await act(async () => undefined);
      expect(screen.queryByRole('heading', { name: 'Til godkjenning' })).toBeNull();
      sentOne = true;
      act(() => emit('order:sent-for-approval', { requestId: 'r1' }));
      expect(await screen.findByText('Venter på godkjenning')).toBeInTheDocument();
    });
  });

  describe('in English', () => {
    loggedInBeforeEach('en');

    it('say each state in English', async () => {
      serveApi(() => ({ status: 200, data: { result: requests } }));
      render(<OwnRequests />);
      const list = await screen.findByRole('list', { name: 'For approval' });
      expect(within(list).getAllByTestId('order-request-state').map((state) => state.textContent)).toEqual([
        'Waiting for approval',
        'Approved · Order SO-100123',
        'Refused: For dyrt denne måneden',
      ]);
    });
  });
});
