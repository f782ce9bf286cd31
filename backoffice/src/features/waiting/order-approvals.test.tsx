import { setLocale } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { serveApi } from '../../test-support/serve-api';
import { OrderApprovals } from './order-approvals';

const waiting = [
  {
    id: 'r-1',
    organization: 'Alarm AS',
    organizationNumber: '974760673',
    requester: 'Per Lærling',
    reason: 'requester',
    total: 12500.5,
    lineCount: 2,
    since: '2026-11-20T09:05:00.000Z',
  },
  { id: 'r-2', organization: 'Lås og Lys AS', organizationNumber: '923609016', requester: 'Kari Kjøper', reason: 'month-limit', total: 800, lineCount: 1, since: '2026-11-21T14:30:00.000Z' },
];

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

describe('orders waiting for approval inside companies', () => {
  it('lists each with its organisation, requester, sum and since when, and offers nothing to do', async () => {
    await setLocale('nb');
    const calls = serveApi(() => ({ status: 200, data: { orderApprovals: waiting } }));
    render(<OrderApprovals />);
    expect(screen.getByRole('heading', { name: 'Bestillinger som venter på godkjenning hos kunden' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Alarm AS (974760673)' });
    const first = rowOf('Alarm AS (974760673)');
    expect(within(first).getByRole('cell', { name: 'Per Lærling' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '12\u00a0500,50,-' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '20.11.2026, 10:05' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Bestiller med godkjenning' })).toBeInTheDocument();
    expect(within(rowOf('Lås og Lys AS (923609016)')).getByRole('cell', { name: 'Over grensen per måned' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual(['GET /staff/order-approvals']);
  });

  it('says so in English when none waits', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 200, data: { orderApprovals: [] } }));
    render(<OrderApprovals />);
    expect(await screen.findByText('No orders are waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders waiting for approval at the customer' })).toBeInTheDocument();
  });

  it('shows the English columns', async () => {
    await setLocale('en');
    serveApi(() => ({ status: 200, data: { orderApprovals: waiting.slice(1) } }));
    render(<OrderApprovals />);
    const row = (await screen.findByRole('cell', { name: 'Lås og Lys AS (923609016)' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '800,-' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Over the limit per month' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Waiting since', 'Company', 'Ordered by', 'Total excl. VAT', 'Why']);
  });
});
