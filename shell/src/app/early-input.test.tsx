import { outsidePage, replayEarlyInput, takeEarlyInput } from './early-input';

/** A button that counts its clicks, placed in the header or in the page (`#main`). */
function button(where: HTMLElement) {
  const target = document.createElement('button');
  const clicks = { count: 0 };
  target.addEventListener('click', () => (clicks.count += 1));
  where.append(target);
  return { target, clicks };
}

describe('early input replay', () => {
  it('takes the loader queue over, replays the layout at once and the page once its boundary hydrated; gone nodes are dropped', () => {
    document.body.innerHTML = '<header></header><main id="main"></main>';
    const header = button(document.querySelector('header')!);
    const favourite = button(document.getElementById('main')!);
    const gone = button(document.getElementById('main')!);
    window.__early = [header.target, favourite.target, gone.target];
    takeEarlyInput();
    expect(window.__early).toBeUndefined(); // the loader stops recording
    gone.target.remove();

    replayEarlyInput(outsidePage); // the app hydrated: the header
    expect([header.clicks.count, favourite.clicks.count]).toEqual([1, 0]);
    replayEarlyInput(); // the page's boundary hydrated
    expect([header.clicks.count, favourite.clicks.count, gone.clicks.count]).toEqual([1, 1, 0]);
    replayEarlyInput(); // each tap once
    expect(favourite.clicks.count).toBe(1);
  });
});
