import { createEventBus, eventBus, EVENT_NAMES, type EventName } from './bus';

describe('event bus', () => {
  afterEach(() => eventBus._reset());

  it('delivers typed payloads and on() returns the unsubscribe', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('locale:changed', ({ lang, previous }) => seen.push(`${previous}->${lang}`));
    bus.emit('locale:changed', { lang: 'en', previous: 'tr' });
    off();
    bus.emit('locale:changed', { lang: 'ru', previous: 'en' });
    expect(seen).toEqual(['tr->en']);
  });

  it('throws on unknown event names', () => {
    const bus = createEventBus();
    expect(() => bus.on('nope' as EventName, () => undefined)).toThrow('Unknown event "nope"');
    expect(() => bus.emit('auth:nope' as EventName, {} as never)).toThrow(/Unknown event/);
  });

  it('knows exactly the documented events', () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      ['auth:changed', 'auth:required', 'currency:changed', 'favorites:changed', 'filter:reset', 'locale:changed'].sort(),
    );
  });

  it('once() fires a single time, and a failing listener does not stop the others', () => {
    const bus = createEventBus();
    const calls: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.once('filter:reset', () => calls.push(1));
    bus.on('filter:reset', () => {
      throw new Error('boom');
    });
    bus.on('filter:reset', () => calls.push(2));
    bus.emit('filter:reset', {});
    bus.emit('filter:reset', {});
    expect(calls).toEqual([1, 2, 2]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('_reset drops every handler of the page bus', () => {
    const handler = jest.fn();
    eventBus.on('filter:reset', handler);
    eventBus._reset();
    eventBus.emit('filter:reset', {});
    expect(handler).not.toHaveBeenCalled();
  });
});
