import { formatAmount, useLocale, warehouseName } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../state/order-rules';
import { formatDeliveryDate } from './delivery-date';

/** The confirmation's delivery: the method (a pick-up's warehouse), the date and the freight the order was stored with. */
export function SentDelivery({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('cart');
  const { t: shopT } = useTranslation();
  const locale = useLocale();
  const sent = status.sent;
  if (!sent?.deliveryMethod || !sent.requestedDeliveryDate) return null;
  const date = formatDeliveryDate(sent.requestedDeliveryDate, locale);
  const delivery =
    sent.deliveryMethod === 'pickup' && status.pickupWarehouse
      ? t('delivery.confirmedPickup', { warehouse: warehouseName(shopT, status.pickupWarehouse), date })
      : t('delivery.confirmedDelivery', { method: t(`delivery.method_${sent.deliveryMethod}`), date });
  return (
    <>
      <p data-testid="confirmed-delivery">{delivery}</p>
      {sent.freight === undefined ? null : (
        <p data-testid="confirmed-freight">{t('delivery.confirmedFreight', { amount: sent.freight > 0 ? formatAmount(sent.freight, locale) : t('delivery.free') })}</p>
      )}
    </>
  );
}
