// Yandex Maps 3 (loader, pin and place maps, coordinates): a subpath, bundled into the remotes that show a map
// (catalogue offices, listing, listing and agency forms) rather than into the singleton every page loads.
export * from './coordinates';
export * from './loader';
export * from './PinMap';
export * from './PlaceMap';
