export * from './setup';
export * from './routeText';
export * from './useCommonT';
