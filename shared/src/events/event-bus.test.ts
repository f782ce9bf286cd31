import { emit, on } from './event-bus';

describe('event bus', () => {
  it('delivers an event with its detail to every listener until they stop listening', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = on('cart:item-added', first);
    const stopSecond = on('cart:item-added', second);

    emit('cart:item-added', { skuId: 'AX-1', quantity: 1 });
    stopFirst();
    emit('cart:item-added', { skuId: 'AX-2', quantity: 2 });
    stopSecond();

    expect(first.mock.calls).toEqual([[{ skuId: 'AX-1', quantity: 1 }]]);
    expect(second.mock.calls).toEqual([[{ skuId: 'AX-1', quantity: 1 }], [{ skuId: 'AX-2', quantity: 2 }]]);
  });

  it('does not deliver one event to listeners of another', () => {
    const listener = jest.fn();
    const stop = on('session:changed', listener);
    emit('cart:changed', { count: 3 });
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
