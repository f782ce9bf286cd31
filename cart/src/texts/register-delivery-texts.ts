import { registerTexts } from '@shop/shared';
import { nb } from './delivery';
import { en } from './en/delivery';

// Added to the cart's namespace when checkout's code loads: the cart page never needs them.
registerTexts('cart', { nb: { delivery: nb }, en: { delivery: en } });
