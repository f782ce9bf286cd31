import { emit, on } from './event-bus';

describe('event bus', () => {
  it('delivers an event with its detail to every listener until they stop listening', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = on('session:changed', first);
    const stopSecond = on('session:changed', second);

    emit('session:changed', { userId: 'u1' });
    stopFirst();
    emit('session:changed', { userId: null });
    stopSecond();

    expect(first.mock.calls).toEqual([[{ userId: 'u1' }]]);
    expect(second.mock.calls).toEqual([[{ userId: 'u1' }], [{ userId: null }]]);
  });

  it('travels as a window event, so a second copy of the bus on the page still hears it', () => {
    const heard = jest.fn();
    window.addEventListener('shop:session:changed', heard);
    emit('session:changed', { userId: 'u2' });
    window.removeEventListener('shop:session:changed', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
