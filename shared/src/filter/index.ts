// The catalogue filter's fields (deal and property type, places, rooms, price and area ranges, EİDS, sort) and the
// option lists behind them: a subpath, bundled into the shell's filter popup chunk, mf-catalog and mf-profile's listing
// form rather than into the singleton every page loads (a listing page shows no filter).
export * from './options';
export * from './useOptions';
export * from './SelectFields';
export * from './ChoiceFields';
