export * from './client';
export * from './catalog';
export * from './locations';
export * from './auth';
export * from './account';
export * from './report';
