import fc from 'fast-check';
import { ApiError, type CartLine } from '@shop/shared';
import { emptyDraft, INITIAL_ORDER_STATUS, orderFailed, orderSucceeded, sendFailureOf, toSendBody, waitInWords } from './order-rules';

describe('order status rules (spec §4)', () => {
  it('starts not ordered with code 0', () => {
    expect(INITIAL_ORDER_STATUS).toEqual({ ordered: false, code: 0 });
  });

  it('is ordered with 202 and the order number after a successful send', () => {
    const sent = { id: 'x', orderNumber: 'SO-100001', total: 249, vat: 62.25, totalIncludingVat: 311.25, freight: 149, deliveryMethod: 'standard' as const };
    expect(orderSucceeded(sent)).toEqual({ ordered: true, code: 202, orderNumber: 'SO-100001', sent });
  });

  it('is ordered with 500 and the message after a failed send', () => {
    expect(orderFailed('Noe gikk galt')).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(orderFailed('x', 'requestedDeliveryDate')).toEqual({ ordered: true, code: 500, message: 'x', field: 'requestedDeliveryDate' });
    expect(orderFailed('x', 'requestedDeliveryDate', { code: 'DateClosed', value: '2026-12-05' })).toEqual({
      ordered: true,
      code: 500,
      message: 'x',
      field: 'requestedDeliveryDate',
      refusal: { code: 'DateClosed', value: '2026-12-05' },
    });
  });
});

describe('why a send failed', () => {
  const answered = (status: number, headers: Record<string, string> = {}, data: object = { error: 'e', message: 'x' }) =>
    new ApiError('x', 'ERR_BAD_RESPONSE', { status, data, headers });

  it('tells a 400 naming a delivery field, to show beside it, from other 400s', () => {
    const message = 'requestedDeliveryDate: the earliest possible delivery date is 2026-12-04';
    const refused = { error: 'Bad Request', message, details: [{ field: 'requestedDeliveryDate', message }] };
    expect(sendFailureOf(answered(400, {}, refused))).toEqual({ reason: 'delivery', field: 'requestedDeliveryDate', message });
    // With the refusal's stable name and the date it names, kept for the page's own words.
    const named = { ...refused, details: [{ field: 'requestedDeliveryDate', message, code: 'DateTooEarly', value: '2026-12-04' }] };
    expect(sendFailureOf(answered(400, {}, named))).toEqual({ reason: 'delivery', field: 'requestedDeliveryDate', message, refusal: { code: 'DateTooEarly', value: '2026-12-04' } });
    expect(sendFailureOf(answered(400, {}, { error: 'Bad Request', message: 'm', details: [{ field: 'lineItems', message: 'm' }] }))).toEqual({ reason: 'other' });
    expect(sendFailureOf(answered(400))).toEqual({ reason: 'other' });
  });

  it('tells the day’s limit (429) from any other failure, with the wait when the API gave one', () => {
    expect(sendFailureOf(answered(429, { 'retry-after': '600' }))).toEqual({ reason: 'daily-limit', retryAfterSeconds: 600 });
    expect(sendFailureOf(answered(429))).toEqual({ reason: 'daily-limit' });
    expect(sendFailureOf(answered(500, { 'retry-after': '600' }))).toEqual({ reason: 'other' });
    expect(sendFailureOf(new ApiError('down', 'ERR_NETWORK'))).toEqual({ reason: 'other' });
    expect(sendFailureOf(new Error('x'))).toEqual({ reason: 'other' });
  });

  it('tells a shop that cannot take the order just now (503: its database does not answer) from a failure of the order itself', () => {
    expect(sendFailureOf(answered(503, { 'retry-after': '5' }))).toEqual({ reason: 'unavailable' });
    expect(sendFailureOf(answered(503))).toEqual({ reason: 'unavailable' });
    expect(sendFailureOf(answered(502))).toEqual({ reason: 'other' });
  });

  it('words a wait in minutes up to two hours, in whole hours beyond', () => {
    expect(waitInWords(1)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitInWords(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitInWords(7200)).toEqual({ unit: 'minutes', count: 120 });
    expect(waitInWords(7201)).toEqual({ unit: 'hours', count: 3 });
    expect(waitInWords(86_400)).toEqual({ unit: 'hours', count: 24 });
  });
});

describe('order draft', () => {
  it('starts empty, each draft with its own idempotency key', () => {
    const a = emptyDraft();
    expect(a).toMatchObject({ Recipient: '', deliveryAddress: '', customerReference: '', comment: '' });
    expect(a.idempotencyKey).not.toBe('');
    expect(emptyDraft().idempotencyKey).not.toBe(a.idempotencyKey);
  });

  it('is sent with the user as customer and lines reduced to SkuId and integer Quantity (spec §3)', () => {
    const lines: CartLine[] = [
      { sku: 'A', quantity: 1 },
      { sku: 'B', quantity: 3 },
      { sku: 'C', quantity: 0 },
    ];
    const draft = { ...emptyDraft(), Recipient: ' Ola ', deliveryAddress: 'addr-1', customerReference: 'P1 ', comment: ' Ring ' };
    const invoice = { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };
    expect(toSendBody(draft, 'user-1', invoice, lines)).toEqual({
      customer: 'user-1',
      Recipient: 'Ola',
      invoiceAddress: invoice,
      deliveryAddress: 'addr-1',
      customerReference: 'P1',
      comment: 'Ring',
      deliveryMethod: 'standard',
      lineItems: [
        { SkuId: 'A', Quantity: 1 },
        { SkuId: 'B', Quantity: 3 },
      ],
    });
  });

  it('sends the delivery method, the warehouse only with a pick-up and the date only when one is chosen', () => {
    const lines: CartLine[] = [{ sku: 'A', quantity: 1 }];
    const pickup = toSendBody({ ...emptyDraft(), deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: '2026-12-04' }, 'u', null, lines);
    expect(pickup).toMatchObject({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: '2026-12-04' });
    const express = toSendBody({ ...emptyDraft(), deliveryMethod: 'express', pickupWarehouse: 'bergen' }, 'u', null, lines);
    expect(express.deliveryMethod).toBe('express');
    expect(express).not.toHaveProperty('pickupWarehouse');
    expect(express).not.toHaveProperty('requestedDeliveryDate');
  });

  it('sends only the invoice address fields the API’s closed schema takes', () => {
    const answered = { street: 'Storgata 1', zipCode: '0155', area: 'Oslo', country: 'NO', id: 'x' };
    expect(toSendBody(emptyDraft(), 'u', answered, []).invoiceAddress).toEqual({ street: 'Storgata 1', zipCode: '0155', area: 'Oslo' });
    expect(toSendBody(emptyDraft(), 'u', null, []).invoiceAddress).toBeNull();
  });

  it('sends every line with a quantity above 0 and only those, for random carts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9_999 }), { maxLength: 20 }), (quantities) => {
        const lines: CartLine[] = quantities.map((quantity, index) => ({ sku: `S${index}`, quantity }));
        const sent = toSendBody(emptyDraft(), 'u', null, lines).lineItems;
        expect(sent).toEqual(
          quantities.map((Quantity, index) => ({ SkuId: `S${index}`, Quantity })).filter((line) => line.Quantity > 0),
        );
        for (const line of sent) expect(Number.isInteger(line.Quantity)).toBe(true);
      }),
    );
  });
});
