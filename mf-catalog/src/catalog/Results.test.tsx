import { Profiler, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { cardFixture, renderWithApp } from '@realty/shared/testing';
import { FIRST_CARDS, Results } from './Results';

const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => cardFixture(from + i));

/** Render Results, recording how many cards each commit left in the DOM. */
async function renderResults(cards: ReturnType<typeof list>) {
  const commits: number[] = [];
  let set: (next: ReturnType<typeof list>) => void = () => undefined;
  function Host() {
    const [shown, setShown] = useState(cards);
    set = setShown;
    return (
      <Profiler id="results" onRender={() => commits.push(document.querySelectorAll('[data-testid="listing-card"]').length)}>
        <Results cards={shown} lang="en" label="Results" />
      </Profiler>
    );
  }
  await renderWithApp(<Host />);
  return { commits, rerender: (next: ReturnType<typeof list>) => act(async () => set(next)) };
}

describe('catalogue results', () => {
  it('render every card at first (the server HTML); a new list paints its first cards, then the rest', async () => {
    const { commits, rerender } = await renderResults(list(1, 12));
    expect(commits).toEqual([12]);
    await rerender(list(100, 12));
    expect(commits.slice(1)).toEqual([FIRST_CARDS, 12]);
    expect(screen.getAllByTestId('listing-card').map((card) => card.getAttribute('data-id'))).toEqual(list(100, 12).map((card) => String(card.id)));
    expect(screen.getByTestId('catalog-results-list').getAttribute('aria-busy')).toBe('false');
  });

  it('"show more" keeps the cards on screen and adds the new ones', async () => {
    const first = list(1, 12);
    const { commits, rerender } = await renderResults(first);
    await rerender([...first, ...list(13, 12)]);
    expect(commits.slice(1).every((count) => count >= 12)).toBe(true);
    expect(screen.getAllByTestId('listing-card')).toHaveLength(24);
  });
});
