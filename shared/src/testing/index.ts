export * from './renderWithApp';
export * from './remotePages';
export * from './locationProbe';
export * from './mockApi';
export * from './fixtures';
export * from './deferred';
