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
    expect(screen.getByText('Bestillingsvare – 5–7 dager')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [], leadTime: { minDays: 1, maxDays: 1 } }} />);
    expect(screen.getByText('Bestillingsvare – 1 dag')).toBeInTheDocument();
    rerender(<AvailabilityNote availability={{ stock: [] }} />);
    expect(screen.getByText('Ikke på lager – spør oss om leveringstid')).toHaveAttribute('data-availability', 'ask');
  });

  it('names warehouses, and a code it does not know as it is', () => {
    const t = i18n.t.bind(i18n);
    expect(t('availability.inStockAt', { count: 3, warehouse: warehouseName(t, 'bergen') })).toBe('3 stk. på lager i Bergen');
    expect(warehouseName(t, 'stavanger')).toBe('stavanger');
  });
});
