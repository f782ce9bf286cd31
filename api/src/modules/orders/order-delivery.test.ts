import { type DeliveryOptions, type OrderDetail, type OrderLinesAnswer, type OrdersPage, stockAt } from '@shop/shared/contracts';
import { appWithUsers } from '../../../test/support/app-with-users';
import { DELIVERY_DEFAULTS } from '../../infra/config/delivery-config';
import { dispatchDay, earliestDeliveryDate } from './delivery/delivery-rules';
import { addDays, addWorkingDays, isWorkingDay } from './delivery/working-days';

// Freight, delivery method and date at order placement, the delivery options checkout asks for
// before sending, and the order's detail page; with the default rule: free from NOK 5 000
// excluding VAT, else NOK 149, express NOK 290 on top.
const shop = appWithUsers(1);

const byPrice = () => [...shop.app.catalog.current.products].sort((a, b) => a.price - b.price);
/** The cheapest product the dispatch warehouse (Oslo) holds plenty of: an order of it ships now. */
const cheapest = () => byPrice().find((product) => stockAt(product.availability, 'oslo') >= 20)!;
/** A product Oslo holds a few of, ordered in with a known lead time. */
const shortInOslo = () => byPrice().find((product) => stockAt(product.availability, 'oslo') > 0 && product.availability.leadTime)!;
/** A product Bergen holds none of, ordered in with a known lead time. */
const noneInBergen = () => byPrice().find((product) => stockAt(product.availability, 'bergen') === 0 && product.availability.leadTime)!;

function inject(method: 'GET' | 'POST', url: string, payload?: object, cookie = shop.user.cookie) {
  return shop.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const send = (extra: object, lineItems = [{ SkuId: cheapest().skuId, Quantity: 1 }]) =>
  inject('POST', '/api/orders', { customer: shop.user.userId, lineItems, ...extra });

/** The earliest date as the server computes it, allowing for the cut-off passing during the test. */
const earliestNow = (method: 'pickup' | 'standard' | 'express') => {
  const before = earliestDeliveryDate(method, new Date(), [], DELIVERY_DEFAULTS);
  return { before, after: () => earliestDeliveryDate(method, new Date(), [], DELIVERY_DEFAULTS) };
};

/** The first working day after `date`. */
const workingDayAfter = (date: string) => {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
};

describe('POST /api/orders/delivery-options', () => {
  it('answers every method with its freight and earliest date for a small cart', async () => {
    const product = cheapest();
    const express = earliestNow('express');
    const answer = await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: product.skuId, Quantity: 2 }] });
    expect(answer.statusCode).toBe(200);
    const options = answer.json<DeliveryOptions>();
    expect(options.goodsTotal).toBe(Math.round(product.price * 200) / 100);
    expect(options.freeFreightFrom).toBe(5000);
    expect(options.warehouses).toEqual(['oslo', 'bergen', 'trondheim']);
    expect(options.methods.map(({ method, freight }) => [method, freight])).toEqual([
      ['pickup', 0],
      ['standard', 149],
      ['express', 439],
    ]);
    expect([express.before, express.after()]).toContain(options.methods[2]!.earliestDate);
    expect(options.methods[1]!.earliestDate > options.methods[2]!.earliestDate).toBe(true);
    expect(options.closedDates.length).toBeGreaterThan(20);
    expect(options.closedDates.every((date) => !isWorkingDay(date))).toBe(true);
  });

  it('answers free standard freight from NOK 5 000 excluding VAT, and express its surcharge alone', async () => {
    const product = cheapest();
    const quantity = Math.ceil(5000 / product.price);
    const options = (await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: product.skuId, Quantity: quantity }] })).json<DeliveryOptions>();
    expect(options.goodsTotal).toBeGreaterThanOrEqual(5000);
    expect(options.methods.map((option) => option.freight)).toEqual([0, 0, 290]);
  });

  it('refuses an unknown product and answers a visitor 401', async () => {
    const unknown = await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: 'NO-SUCH-SKU', Quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('lineItems.0.SkuId: there is no product with SKU NO-SUCH-SKU');
    expect((await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: cheapest().skuId, Quantity: 1 }] }, '')).statusCode).toBe(401);
  });
});

describe('an order send with delivery', () => {
  it('stores express delivery on a later working day, with its freight in the sums before VAT', async () => {
    const product = cheapest();
    const date = workingDayAfter(workingDayAfter(earliestNow('express').before));
    const answer = await send({ deliveryMethod: 'express', requestedDeliveryDate: date });
    expect(answer.statusCode).toBe(202);
    const sent = answer.json<{ id: string; total: number; vat: number; totalIncludingVat: number; freight: number }>();
    expect(sent).toMatchObject({ freight: 439, deliveryMethod: 'express', requestedDeliveryDate: date });
    const totalOre = Math.round(product.price * 100) + 43_900;
    expect(Math.round(sent.total * 100)).toBe(totalOre);
    expect(Math.round(sent.vat * 100)).toBe(Math.round(totalOre * 0.25));

    const detail = (await inject('GET', `/api/order/${sent.id}`)).json<OrderDetail>();
    expect(detail).toMatchObject({ deliveryMethod: 'express', pickupWarehouse: null, requestedDeliveryDate: date, freight: 439, total: sent.total });
  });

  it('stores a pick-up with its warehouse, free', async () => {
    const answer = await send({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ freight: 0, deliveryMethod: 'pickup' });
    const detail = (await inject('GET', `/api/order/${answer.json().id}`)).json<OrderDetail>();
    expect(detail.pickupWarehouse).toBe('bergen');
  });

  it('keeps a client without delivery fields working: standard delivery at the earliest date', async () => {
    const standard = earliestNow('standard');
    const answer = await send({});
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ freight: 149, deliveryMethod: 'standard' });
    expect([standard.before, standard.after()]).toContain(answer.json().requestedDeliveryDate);
  });

  it.each([
    [{ deliveryMethod: 'pickup' }, 'pickupWarehouse', 'pickupWarehouse: choose the warehouse to pick the order up from (oslo, bergen, trondheim)'],
    [{ deliveryMethod: 'standard', pickupWarehouse: 'oslo' }, 'pickupWarehouse', 'pickupWarehouse: only a pick-up is made from a warehouse; leave it out for standard or express delivery'],
    [{ requestedDeliveryDate: '2020-01-02' }, 'requestedDeliveryDate', /^requestedDeliveryDate: the earliest possible delivery date is \d{4}-\d{2}-\d{2}$/],
    [{ requestedDeliveryDate: 'i morgen' }, 'requestedDeliveryDate', 'requestedDeliveryDate: must be a date written YYYY-MM-DD'],
  ])('refuses %j with a plain 400 naming %s, and stores nothing', async (extra, field, message) => {
    const [before] = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const answer = await send(extra);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
    expect(answer.json().details[0].field).toBe(field);
    const [after] = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after).toEqual(before);
  });

  it('refuses a weekend day and an unknown method', async () => {
    let saturday = addDays(earliestNow('standard').before, 7);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const refused = (await send({ requestedDeliveryDate: saturday })).json();
    expect(refused.message).toBe(`requestedDeliveryDate: ${saturday} is a Saturday, a Sunday or a public holiday; choose a working day`);
    // Named, with the day it names, so checkout says it in the customer's language.
    expect(refused.details).toEqual([expect.objectContaining({ field: 'requestedDeliveryDate', code: 'DateClosed', value: saturday })]);
    expect((await send({ deliveryMethod: 'drone' })).statusCode).toBe(400);
  });
});

describe('GET /api/order/:orderId', () => {
  it('answers the whole order: lines, delivery, sums, reference, comment and status with dates', async () => {
    const product = cheapest();
    const sent = (
      await send(
        { deliveryMethod: 'standard', customerReference: 'Prosjekt Nydalen', comment: 'Ring før levering', Recipient: 'Ola Montør' },
        [{ SkuId: product.skuId, Quantity: 3 }],
      )
    ).json<{ id: string; orderNumber: string }>();
    await shop.db.query("UPDATE orders SET status = 'shipped' WHERE id = $1", [sent.id]);
    const answer = await inject('GET', `/api/order/${sent.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const detail = answer.json<OrderDetail>();
    const goods = Math.round(product.price * 300) / 100;
    expect(detail).toMatchObject({
      id: sent.id,
      orderNumber: sent.orderNumber,
      customerReference: 'Prosjekt Nydalen',
      comment: 'Ring før levering',
      recipient: 'Ola Montør',
      deliveryMethod: 'standard',
      status: 'shipped',
      lines: [{ sku: product.skuId, title: product.title, quantity: 3, unitPrice: product.price, lineTotal: goods }],
      goodsTotal: goods,
      freight: 149,
      total: Math.round((goods + 149) * 100) / 100,
    });
    expect(detail.deliveryAddress).toEqual(expect.objectContaining({ street: expect.any(String), zipCode: expect.any(String) }));
    expect(detail.vat).toBe(Math.round((Math.round(goods * 100) + 14_900) * 0.25) / 100);
    expect(detail.statusChanges.map((change) => change.status)).toEqual(['received', 'shipped']);
    expect(detail.statusChanges[0]!.at).toBe(detail.createdAt);
    expect(detail.statusChanges[1]!.at >= detail.createdAt).toBe(true);
  });

  it('names the buyer by its organisation’s record and says what the lines saved against the indicative price (spec §9)', async () => {
    const inOslo = byPrice().filter((product) => stockAt(product.availability, 'oslo') >= 20);
    const discounted = inOslo.find((product) => (product.discount?.percentage ?? 0) > 0 && product.indicativePrice > product.price)!;
    const plain = inOslo.find((product) => product.discount === undefined && product.indicativePrice === product.price)!;
    expect([discounted, plain].every(Boolean)).toBe(true);
    const sent = (
      await send({ deliveryMethod: 'standard' }, [
        { SkuId: discounted.skuId, Quantity: 3 },
        { SkuId: plain.skuId, Quantity: 2 },
      ])
    ).json<{ id: string }>();
    const detail = (await inject('GET', `/api/order/${sent.id}`)).json<OrderDetail>();
    expect(detail.discountTotal).toBe(Math.round((Math.round(discounted.indicativePrice * 100) - Math.round(discounted.price * 100)) * 3) / 100);
    const organization = (await inject('GET', `/api/organization/${shop.user.organizationId}`)).json<{ name: string; organizationNumber: string }>();
    expect(detail.buyer).toEqual({ name: organization.name, organizationNumber: organization.organizationNumber });
    expect(detail.buyer.organizationNumber).toMatch(/^\d{9}$/);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 to a visitor', async () => {
    const unknown = await inject('GET', '/api/order/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no order with this id');
    const malformed = await inject('GET', '/api/order/SO-100001');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^orderId: /);
    expect((await inject('GET', '/api/order/00000000-0000-4000-8000-000000000000', undefined, '')).statusCode).toBe(401);
  });
});

describe('back-ordered lines', () => {
  /** The expected date of a back-order of `maxDays` by `method`, allowing for the cut-off passing during the test. */
  const expectedNow = (maxDays: number, method: 'pickup' | 'standard' | 'express') => {
    const at = () => addWorkingDays(dispatchDay(new Date(), DELIVERY_DEFAULTS), maxDays + DELIVERY_DEFAULTS.workingDaysToDelivery[method]);
    return { before: at(), after: at };
  };

  it('splits a line for more than the dispatch warehouse holds, stores the back-order and answers it on the detail, the list and the lines', async () => {
    const product = shortInOslo();
    const held = stockAt(product.availability, 'oslo');
    const expected = expectedNow(product.availability.leadTime!.maxDays, 'standard');
    const answer = await send({ deliveryMethod: 'standard' }, [
      { SkuId: cheapest().skuId, Quantity: 1 },
      { SkuId: product.skuId, Quantity: held + 2 },
    ]);
    expect(answer.statusCode).toBe(202);
    const id = answer.json<{ id: string }>().id;
    // What ships now sets the earliest date: the order is not held back for the back-order.
    expect([earliestNow('standard').before, earliestNow('standard').after()]).toContain(answer.json().requestedDeliveryDate);

    const detail = (await inject('GET', `/api/order/${id}`)).json<OrderDetail>();
    expect(detail.lines[0]).not.toHaveProperty('backOrdered');
    expect(detail.lines[1]).toMatchObject({ sku: product.skuId, quantity: held + 2, backOrdered: { quantity: 2 } });
    expect([expected.before, expected.after()]).toContain(detail.lines[1]!.backOrdered!.expectedDate);

    const lines = (await inject('GET', `/api/orders/${shop.user.userId}/${id}/lines`)).json<OrderLinesAnswer>().lines;
    expect(lines[1]!.backOrdered).toEqual(detail.lines[1]!.backOrdered);
    const page = (await inject('GET', `/api/orders/${shop.user.userId}?limit=5`)).json<OrdersPage>();
    expect(page.result.find((order) => order.id === id)!.lines[1]!.backOrdered).toEqual(detail.lines[1]!.backOrdered);
    // Stock is the ERP's: an order takes nothing from it.
    expect(stockAt(shop.app.catalog.current.product(product.skuId)!.availability, 'oslo')).toBe(held);
  });

  it('splits a pick-up against its own warehouse: when nothing ships now, the earliest date is when the back-order comes', async () => {
    const product = noneInBergen();
    const expected = expectedNow(product.availability.leadTime!.maxDays, 'pickup');
    const options = (
      await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: product.skuId, Quantity: 2 }], warehouse: 'bergen' })
    ).json<DeliveryOptions>();
    const pickup = options.methods.find((option) => option.method === 'pickup')!;
    expect(pickup.warehouse).toBe('bergen');
    expect(pickup.lines).toEqual([{ sku: product.skuId, quantity: 2, shipsNow: 0, backOrdered: { quantity: 2, expectedDate: pickup.earliestDate } }]);
    expect([expected.before, expected.after()]).toContain(pickup.earliestDate);

    const tooEarly = await send({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: earliestNow('pickup').before }, [
      { SkuId: product.skuId, Quantity: 2 },
    ]);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe(`requestedDeliveryDate: the earliest possible delivery date is ${pickup.earliestDate}`);
    const sent = await send({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen' }, [{ SkuId: product.skuId, Quantity: 2 }]);
    expect(sent.json().requestedDeliveryDate).toBe(pickup.earliestDate);
  });

  it('answers each method with the warehouse it ships from and its split, standard and express from the dispatch warehouse', async () => {
    const product = shortInOslo();
    const held = stockAt(product.availability, 'oslo');
    const options = (await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: product.skuId, Quantity: held + 1 }] })).json<DeliveryOptions>();
    expect(options.dispatchWarehouse).toBe('oslo');
    expect(options.methods.map((option) => option.warehouse)).toEqual(['oslo', 'oslo', 'oslo']);
    const standard = options.methods.find((option) => option.method === 'standard')!;
    expect(standard.lines[0]).toMatchObject({ shipsNow: held, backOrdered: { quantity: 1 } });
    expect(standard.lines[0]!.backOrdered!.expectedDate! > standard.earliestDate).toBe(true);
    const bad = await inject('POST', '/api/orders/delivery-options', { lineItems: [{ SkuId: product.skuId, Quantity: 1 }], warehouse: 'stavanger' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/warehouse/);
  });
});
