export * from './query';
export * from './currency';
export * from './catalog';
export * from './location';
export * from './blog';
export * from './auth';
export * from './site';
export * from './pages';
