// The words for a product's availability, from the kernel's "availability" texts.
import type { TFunction } from 'i18next';
import type { AvailabilitySummary, LeadTime } from '../contracts/availability-rules';

/** A warehouse's name in the page's language; a code the texts do not know is shown as it is. */
export function warehouseName(t: TFunction, code: string): string {
  return t(`availability.warehouses.${code}`, { defaultValue: code });
}

/** "Bestillingsvare – 5–7 virkedager", or "– 3 virkedager" when the range is one figure. */
export function leadTimeText(t: TFunction, leadTime: LeadTime): string {
  return leadTime.minDays === leadTime.maxDays
    ? t('availability.leadTimeExact', { count: leadTime.minDays })
    : t('availability.leadTime', { min: leadTime.minDays, max: leadTime.maxDays });
}

/** The one line a card or a cart line shows: "På lager", "Bestillingsvare – 5–7 virkedager" or "ask us". */
export function summaryText(t: TFunction, summary: AvailabilitySummary): string {
  if (summary.kind === 'in-stock') return t('availability.inStock');
  if (summary.kind === 'lead-time') return leadTimeText(t, summary.leadTime);
  return t('availability.ask');
}
