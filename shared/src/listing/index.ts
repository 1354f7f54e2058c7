// The listing card family (`@realty/shared/listing`): bundled into the remotes that show cards or their badges
// (mf-catalog, mf-listing, mf-profile, mf-admin), not in the kernel every page loads: the journal and most profile
// pages never render a card (docs/PERFORMANCE.md "Issue 27: the card family out of the kernel"). What the cards share
// with the rest of the site (favourites, currency, the compare list, the prefetched card) stays in the root entry or
// on globalThis, so every copy of these components reads the same state.
export * from './ListingCard';
export * from './ListingGrid';
export * from './PriceTag';
export * from './FavoriteButton';
export { CardGallery } from './CardGallery';
export { CARD_PHOTO } from './CardPhoto';
export * from './EidsBadge';
export { CompareToggle } from './CompareToggle';
