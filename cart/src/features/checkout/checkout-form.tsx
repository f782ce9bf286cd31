import { deliveryAddressLabel, useLocale, useShopStore } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { ORDER_LIMITS } from '@shop/shared/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../state/cart-store';
import { loadDeliveryAddresses } from '../../state/delivery-address-actions';
import { sendOrder } from '../../state/order-actions';
import { cartSums, type PricedCartLine } from '../../state/cart-money';
import { reloadAccess } from '../../state/reload-access';
import { ApprovalNote } from '../approval/approval-note';
import { approvalOutlook } from '../approval/approval-outlook';
import { CartSums } from '../cart-sums/cart-sums';
import { DeliverySection, useDateProblem } from '../delivery/delivery-section';
import { LineSplitNote } from '../delivery/line-split-note';
import { useDeliveryOptions } from '../delivery/use-delivery-options';
import styles from './checkout.module.css';
import { NewAddress } from './new-address';
import { sendFailureMessage } from './send-failure-message';
import { useInvoiceAddress } from './use-invoice-address';

/**
 * The order draft (spec §3): recipient, delivery address, invoice address, reference, comment, the
 * delivery (method, a pick-up's warehouse, the date), and the summary: each line split against the
 * warehouse it ships from, and the sums with the chosen method's freight.
 */
export function CheckoutForm({ lines }: { lines: PricedCartLine[] }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const draft = useCartStore((state) => state.orderDraft);
  const update = useCartStore((state) => state.updateOrderDraft);
  const userId = useShopStore((state) => state.user?.id);
  const access = useShopStore((state) => state.user?.access);
  const addresses = useCartStore((state) => state.deliveryAddresses);
  const status = useCartStore((state) => state.orderStatus);
  const invoiceAddress = useInvoiceAddress();
  const [sending, setSending] = useState(false);
  const { options, failed: optionsFailed } = useDeliveryOptions(lines, draft.pickupWarehouse);
  const chosen = options?.methods.find((option) => option.method === draft.deliveryMethod);
  const dateProblem = useDateProblem(options);
  const dateRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Without the list the select still offers the invoice address and a new address.
    if (userId) loadDeliveryAddresses().catch(() => undefined);
    // Limits and the month's spend as they are now (an administrator may have changed them).
    if (userId) void reloadAccess(userId);
  }, [userId]);

  // The sum the API checks limits against: excluding VAT, with the chosen method's freight.
  const total = cartSums(lines, chosen?.freight ?? 0).total;
  const outlook = approvalOutlook(access, total);
  const sendText = outlook.approvalReason ? t('approval.send') : t('checkout.send');

  const invoiceLabel = invoiceAddress ? deliveryAddressLabel({ recipient: '', ...invoiceAddress }) : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A date the shop cannot deliver on is said beside the field; nothing is sent.
    if (dateProblem && status.field !== 'requestedDeliveryDate') {
      dateRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendOrder(invoiceAddress, (failure) => sendFailureMessage(t, failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <PostForm className={styles.form} onSubmit={(event) => void submit(event)}>
      <label className={styles.field}>
        {t('checkout.recipient')}
        <input value={draft.Recipient} maxLength={ORDER_LIMITS.recipient} onChange={(e) => update({ Recipient: e.target.value })} />
      </label>
      <label className={styles.field}>
        {t('checkout.deliveryAddress')}
        <select value={draft.deliveryAddress} onChange={(e) => update({ deliveryAddress: e.target.value })}>
          <option value="">{`${t('checkout.toInvoiceAddress')}${invoiceLabel ? ` (${invoiceLabel})` : ''}`}</option>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {deliveryAddressLabel(address)}
            </option>
          ))}
        </select>
      </label>
      <NewAddress onSaved={(id) => update({ deliveryAddress: id })} />
      <p className={styles.field}>
        <span>{t('checkout.invoiceAddress')}</span>
        <span data-testid="invoice-address">{invoiceLabel}</span>
      </p>
      <label className={styles.field}>
        {t('checkout.customerReference')}
        <input
          value={draft.customerReference}
          maxLength={ORDER_LIMITS.customerReference}
          onChange={(e) => update({ customerReference: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t('checkout.comment')}
        <textarea value={draft.comment} maxLength={ORDER_LIMITS.comment} rows={3} onChange={(e) => update({ comment: e.target.value })} />
      </label>
      <DeliverySection options={options} dateProblem={dateProblem} dateRef={dateRef} />
      {optionsFailed ? <p className={styles.notice}>{t('delivery.optionsFailed')}</p> : null}
      <section className={styles.summary} aria-label={t('checkout.summary')}>
        <h2>{t('checkout.summary')}</h2>
        <ul className={styles.lines}>
          {lines
            .filter((line) => line.quantity > 0)
            .map((line, index) => {
              const planned = chosen?.lines[index];
              return (
                <li key={line.id} data-testid="checkout-line" data-sku={line.id}>
                  <span>
                    {line.quantity} × {line.item?.title[locale] ?? line.id} ({line.id})
                  </span>
                  {chosen && planned?.sku === line.id ? <LineSplitNote line={planned} warehouse={chosen.warehouse} /> : null}
                </li>
              );
            })}
        </ul>
        <CartSums lines={lines} freight={chosen?.freight} />
      </section>
      <ApprovalNote outlook={outlook} total={total} />
      {status.code === 500 && !status.field ? (
        <p role="alert" className={styles.problem}>
          {status.message}
        </p>
      ) : null}
      <button type="submit" className={styles.send} disabled={sending}>
        {sending ? t('checkout.sending') : status.sendAgain ? t('checkout.sendAgain') : sendText}
      </button>
    </PostForm>
  );
}
