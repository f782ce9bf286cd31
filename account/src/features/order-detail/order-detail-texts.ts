// One order's texts come with its page's chunk and are added to the account's namespace as it
// loads, before the page renders (on the server as in the browser: render scopes share the texts).
import { registerTexts } from '@shop/shared';
import { en } from '../../texts/en/order-detail';
import { nb } from '../../texts/order-detail';

registerTexts('account', { nb: { orderDetail: nb }, en: { orderDetail: en } });
