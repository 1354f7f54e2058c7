export * from './renderWithApp';
export * from './remotePages';
