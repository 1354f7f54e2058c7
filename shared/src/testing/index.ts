export * from './renderWithApp';
