import type { TFunction } from 'i18next';
import { type SendFailure, waitInWords } from '../../state/order-rules';

/**
 * The sentence the checkout shows for a failed send. A refusal for the day's limit says so and when
 * to try again (the API's Retry-After); a refused delivery field keeps the API's words for that
 * field; a shop that cannot take orders just now (503) says the order is kept to be sent again;
 * anything else is the general failure, which says the cart is kept.
 */
export function sendFailureMessage(t: TFunction<'cart'>, failure: SendFailure): string {
  if (failure.reason === 'other') return t('checkout.failed');
  if (failure.reason === 'unavailable') return t('checkout.unavailable');
  // Shown beside the delivery field it names (the date in the page's language when the shop knows the refusal).
  if (failure.reason === 'delivery') return failure.message;
  const seconds = failure.retryAfterSeconds;
  let when: string;
  if (seconds === undefined) when = t('checkout.retryLater');
  else {
    const wait = waitInWords(seconds);
    when = wait.unit === 'minutes' ? t('checkout.retryInMinutes', { count: wait.count }) : t('checkout.retryInHours', { count: wait.count });
  }
  return `${t('checkout.dailyLimit')} ${when}`;
}
