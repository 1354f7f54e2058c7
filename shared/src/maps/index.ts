export * from './coordinates';
export * from './loader';
export * from './PinMap';
export * from './PlaceMap';
