export * from './list';
export { CompareToggle } from './CompareToggle';
