export * from './loader';
export * from './PlaceMap';
