// One jest configuration for every front-end package: jsdom, @swc/jest, CSS Modules as class-name proxies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from 'jest';

const here = path.dirname(fileURLToPath(import.meta.url));

export function jestConfig(rootDir: string, overrides: Config = {}): Config {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': path.join(here, 'styleMock.cjs'),
      '\\.css$': path.join(here, 'emptyMock.cjs'),
    },
    setupFiles: [path.join(here, 'setup.cjs')],
    clearMocks: true,
    ...overrides,
  } as Config;
}
