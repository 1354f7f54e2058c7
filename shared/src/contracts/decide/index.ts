// Facts that help decide on a home (issue 29): the seismic code of a building, the energy class, the mortgage
// regulator's loan-to-value table, the buyer's costs and a foreign buyer's thresholds. Pure and dated: each table
// names its source and date, so an update is one edit with its reference.
export * from './seismic';
export * from './energy';
export * from './building';
export * from './mortgage';
export * from './purchase-costs';
export * from './foreign-buyer';
