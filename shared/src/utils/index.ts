export * from './cookies';
export * from './promiseCache';
export * from './useHydrated';
export * from './useRetryWhenOnline';
