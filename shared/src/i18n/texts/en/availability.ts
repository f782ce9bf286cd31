import type { nb } from '../availability';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  inStock: 'In stock',
  inStockAt: '{{count}} in stock in {{warehouse}}',
  leadTime: 'Ordered in – {{min}}–{{max}} working days',
  leadTimeExact_one: 'Ordered in – {{count}} working day',
  leadTimeExact_other: 'Ordered in – {{count}} working days',
  ask: 'Not in stock – ask us for the delivery time',
  notAt: 'Not in stock in {{warehouse}}',
  backOrdered: '{{count}} back-ordered',
  warehouses: { oslo: 'Oslo', bergen: 'Bergen', trondheim: 'Trondheim' },
};
