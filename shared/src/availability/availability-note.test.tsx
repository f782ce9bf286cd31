import { render, screen } from '@testing-library/react';
import { i18n, setLocale } from '../i18n/i18n';
import { AvailabilityNote } from './availability-note';
import { warehouseName } from './availability-text';

describe('availability note', () => {
  afterEach(() => setLocale('nb'));

  it('says in stock, ordered in with its working days, or ask, in Norwegian', () => {
    const { rerender } = render(<AvailabilityNote availability={{ stock: [{ warehouse: 'oslo', quantity: 2 }] }} />);
    expect(screen.getByText('På lager')).toHaveAttribute('data-availability', 'in-stock');
    rerender(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 5, maxDays: 7 } }} />);
    expect(screen.getByText('Bestillingsvare – 5–7 virkedager')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 1, maxDays: 1 } }} />);
    expect(screen.getByText('Bestillingsvare – 1 virkedag')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [] }} />);
    expect(screen.getByText('Ikke på lager – spør oss om leveringstid')).toHaveAttribute('data-availability', 'ask');
  });

  // A lead time counts working days (contracts/availability.ts), and says so: not calendar days.
  it('says a lead time in working days, in English too', async () => {
    await setLocale('en');
    const { rerender, unmount } = render(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 5, maxDays: 7 } }} />);
    expect(screen.getByText('Ordered in – 5–7 working days')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 1, maxDays: 1 } }} />);
    expect(screen.getByText('Ordered in – 1 working day')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 3, maxDays: 3 } }} />);
    expect(screen.getByText('Ordered in – 3 working days')).toBeInTheDocument();
    unmount();
  });

  it('names warehouses, and a code it does not know as it is', () => {
    const t = i18n.t.bind(i18n);
    expect(t('availability.inStockAt', { count: 3, warehouse: warehouseName(t, 'bergen') })).toBe('3 stk. på lager i Bergen');
    expect(warehouseName(t, 'stavanger')).toBe('stavanger');
  });
});
