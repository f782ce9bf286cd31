import { setLocale } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '../../test-support/serve-api';
import { OrderSearch, searchOf } from './order-search';

const order = (status: string) => ({
  orderNumber: 'SO-100042',
  createdAt: '2026-11-25T10:00:00.000Z',
  status,
  total: 12500,
  organizationNumber: '974760673',
  organization: 'Alarm AS',
  placedBy: 'per@alarm.no',
});

describe('the search criteria', () => {
  it('sends only what was given, trimmed', () => {
    expect(searchOf({ number: ' so-100042 ', orgNumber: '', sku: '  ' })).toEqual({ number: 'so-100042' });
    expect(searchOf({ number: '', orgNumber: '974760673', sku: 'AX-1' })).toEqual({ orgNumber: '974760673', sku: 'AX-1' });
    expect(searchOf({ number: ' ', orgNumber: '', sku: '' })).toBeNull();
  });
});

describe('finding an order and moving it along', () => {
  beforeEach(() => setLocale('nb'));

  it('asks for at least one criterion before searching', async () => {
    const calls = serveApi(() => ({ status: 200, data: { orders: [] } }));
    render(<OrderSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fyll ut minst ett av feltene.');
    expect(calls).toEqual([]);
  });

  it('offers only the statuses the order may have next, and shows the new one with its date', async () => {
    const bodies: unknown[] = [];
    const calls = serveApi((request) => {
      if (request.method === 'post') {
        bodies.push(JSON.parse(request.data ?? 'null'));
        return { status: 200, data: { orderNumber: 'SO-100042', status: 'shipped', statusAt: '2026-11-27T08:30:00.000Z' } };
      }
      return { status: 200, data: { orders: [order('processing')] } };
    });
    render(<OrderSearch />);
    await userEvent.type(screen.getByLabelText('Varenummer'), 'AX-1');
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }));
    const found = await screen.findByRole('article', { name: 'SO-100042' });
    expect(within(found).getByText('Bekreftet')).toBeInTheDocument();
    const options = within(found).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Sendt', 'Kansellert']);
    await userEvent.click(within(found).getByRole('button', { name: 'Lagre status' }));
    expect(await within(found).findByRole('status')).toHaveTextContent('SO-100042 har nå status «Sendt» (27.11.2026).');
    expect(within(found).getAllByRole('option').map((option) => option.textContent)).toEqual(['Levert']);
    expect(bodies).toEqual([{ status: 'shipped' }]);
    expect(calls[0]).toBe('GET /staff/orders');
  });

  it('cancels only with a reason', async () => {
    const bodies: unknown[] = [];
    serveApi((request) => {
      if (request.method === 'post') {
        bodies.push(JSON.parse(request.data ?? 'null'));
        return { status: 200, data: { orderNumber: 'SO-100042', status: 'cancelled', statusAt: '2026-11-27T08:30:00.000Z' } };
      }
      return { status: 200, data: { orders: [order('received')] } };
    });
    render(<OrderSearch />);
    await userEvent.type(screen.getByLabelText('Ordrenummer'), 'SO-100042');
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }));
    const found = await screen.findByRole('article', { name: 'SO-100042' });
    await userEvent.selectOptions(within(found).getByLabelText('Ny status'), 'cancelled');
    await userEvent.click(within(found).getByRole('button', { name: 'Lagre status' }));
    expect(within(found).getByRole('alert')).toHaveTextContent('Fyll ut dette feltet.');
    await userEvent.type(within(found).getByLabelText('Begrunnelse for kanselleringen'), 'Kunden angret.');
    await userEvent.click(within(found).getByRole('button', { name: 'Lagre status' }));
    expect(await within(found).findByText('Ordren kan ikke endres videre.')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'cancelled', reason: 'Kunden angret.' }]);
  });
});
