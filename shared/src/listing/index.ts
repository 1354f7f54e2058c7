export * from './ListingCard';
export * from './ListingGrid';
export * from './PriceTag';
export * from './FavoriteButton';
export { CardGallery, CARD_PHOTO } from './CardGallery';
export * from './EidsBadge';
export * from './PriceHistory';
