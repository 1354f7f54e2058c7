export * from './root.store';
export * from './context';
export * from './auth.store';
export * from './locale.store';
export * from './currency.store';
export * from './ui.store';
export * from './favorites.store';
export * from './filter.store';
