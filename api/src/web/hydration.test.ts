// The inline loader's early-input part (issue 27), run against a minimal document: what it keeps and what it submits
// before the shell takes over, and that it stops at the hand-over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HYDRATION_DATA_ID, HYDRATION_LOADER } from './hydration';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  target: unknown;
  prevented: boolean;
  preventDefault(): void;
}

function runLoader() {
  const listeners: Record<string, Listener[]> = {};
  const document = {
    readyState: 'loading',
    getElementById: (id: string) => (id === HYDRATION_DATA_ID ? { textContent: '{"preload":[],"scripts":[]}' } : null),
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
  };
  const window: { __early?: unknown[] } = {};
  const noop = () => undefined;
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', HYDRATION_LOADER)(document, window, noop, noop);
  const dispatch = (type: string, target: unknown): FakeEvent => {
    const event: FakeEvent = { target, prevented: false, preventDefault: () => (event.prevented = true) };
    for (const listener of listeners[type] ?? []) listener(event);
    return event;
  };
  return { window, dispatch };
}

/** An element whose `closest('[data-replay]')` is `marked` (itself or an ancestor), or null. */
const element = (marked: object | null) => ({ closest: (selector: string) => (selector === '[data-replay]' ? marked : null) });

test('a tap on a [data-replay] element is kept for the shell, its default prevented; other taps pass', () => {
  const { window, dispatch } = runLoader();
  const favourite = { id: 'favourite' };
  const tap = dispatch('click', element(favourite));
  assert.equal(tap.prevented, true);
  const link = dispatch('click', element(null));
  assert.equal(link.prevented, false);
  assert.deepEqual(window.__early, [favourite]);
});

test('a changed select or checkbox of a data-autosubmit form submits it; a text box or another form does not', () => {
  const { dispatch } = runLoader();
  const submitted: string[] = [];
  const form = (name: string, auto: boolean) => ({ hasAttribute: (a: string) => auto && a === 'data-autosubmit', requestSubmit: () => submitted.push(name) });
  dispatch('change', { tagName: 'SELECT', form: form('filter', true) });
  dispatch('change', { tagName: 'INPUT', type: 'checkbox', form: form('filter', true) });
  dispatch('change', { tagName: 'INPUT', type: 'number', form: form('filter', true) });
  dispatch('change', { tagName: 'SELECT', form: form('other', false) });
  assert.deepEqual(submitted, ['filter', 'filter']);
});

test('once the shell took the queue over (hydrateRoot), the loader keeps and submits nothing', () => {
  const { window, dispatch } = runLoader();
  window.__early = undefined;
  const tap = dispatch('click', element({}));
  assert.equal(tap.prevented, false);
  let submitted = false;
  dispatch('change', { tagName: 'SELECT', form: { hasAttribute: () => true, requestSubmit: () => (submitted = true) } });
  assert.equal(submitted, false);
});
