import type { TFunction } from 'i18next';
import { type SendFailure, waitInWords } from '../../state/order-rules';

/**
 * The sentence the checkout shows for a failed send. A refusal for the day's limit says so and when
 * to try again (the API's Retry-After); anything else is the general failure. Both say the cart is kept.
 */
export function sendFailureMessage(t: TFunction<'cart'>, failure: SendFailure): string {
  if (failure.reason === 'other') return t('checkout.failed');
  const seconds = failure.retryAfterSeconds;
  let when: string;
  if (seconds === undefined) when = t('checkout.retryLater');
  else {
    const wait = waitInWords(seconds);
    when = wait.unit === 'minutes' ? t('checkout.retryInMinutes', { count: wait.count }) : t('checkout.retryInHours', { count: wait.count });
  }
  return `${t('checkout.dailyLimit')} ${when}`;
}
