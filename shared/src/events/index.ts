export * from './bus';
