import { screen, within } from '@testing-library/react';
import type { ListingCardData } from '@realty/shared';
import { plainCardFixture, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { PromotedStrip } from './PromotedStrip';

const card = (id: number, promotions: ListingCardData['promotions']): ListingCardData =>
  plainCardFixture(id, { title: `Listing ${id}`, published_at: null, promotions });

it('shows the promoted listings in the order the server ranked them, with their badges', async () => {
  await renderWithApp(<PromotedStrip cards={[card(2, ['premium']), card(1, ['top'])]} lang="en" />, { lang: 'en', namespaces: { catalog: { en, tr, ru } } });
  const strip = screen.getByTestId('promoted-strip');
  expect(within(strip).getByRole('heading', { name: 'Featured listings' })).toBeTruthy();
  const cards = within(strip).getAllByTestId('listing-card');
  expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['2', '1']);
  expect(within(cards[0]!).getByTestId('badge-premium')).toBeTruthy();
  expect(within(cards[1]!).getByTestId('badge-top')).toBeTruthy();
});

it('renders nothing without promoted listings', async () => {
  const { container } = await renderWithApp(<PromotedStrip cards={undefined} lang="en" />, { lang: 'en', namespaces: { catalog: { en, tr, ru } } });
  expect(container.querySelector('[data-testid="promoted-strip"]')).toBeNull();
});
