export * from './StandaloneApp';
