export * from './currency';
export * from './format';
