import { registerTexts } from '@shop/shared';
import { nb as addressBook } from './address-book';
import { nb as approval } from './approval';
import { nb as checkout } from './checkout';
import { nb as delivery } from './delivery';
import { en as addressBookEn } from './en/address-book';
import { en as approvalEn } from './en/approval';
import { en as checkoutEn } from './en/checkout';
import { en as deliveryEn } from './en/delivery';

// Added to the cart's namespace when checkout's code loads: the cart page and the add-to-cart
// controls on every catalogue page never say them.
registerTexts('cart', {
  nb: { checkout, addressBook, delivery, approval },
  en: { checkout: checkoutEn, addressBook: addressBookEn, delivery: deliveryEn, approval: approvalEn },
});
