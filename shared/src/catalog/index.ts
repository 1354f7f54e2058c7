export * from './constants';
export * from './text';
export * from './url';
export * from './seo';
export * from './summary';
export * from './photos';
export * from './indexing';
export * from './form';
