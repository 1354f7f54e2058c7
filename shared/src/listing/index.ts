export * from './ListingCard';
export * from './ListingGrid';
export * from './PriceTag';
export * from './FavoriteButton';
export { CardGallery } from './CardGallery';
export { CARD_PHOTO } from './CardPhoto';
export * from './EidsBadge';
