export * from './client';
export * from './catalog';
export * from './auth';
export * from './account';
