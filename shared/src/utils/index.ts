export * from './cookies';
export * from './promiseCache';
