export * from './setup';
export * from './routeText';
