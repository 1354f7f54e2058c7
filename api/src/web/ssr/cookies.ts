// The cookie the browser's currency store reads (shared/src/stores/currency.store.ts), read here from the request.
export const CURRENCY_COOKIE = 'currency';
