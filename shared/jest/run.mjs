// Runs jest with the package's jest.config.ts (loaded through tsx, since Node 20 cannot load TypeScript
// and jest would otherwise need ts-node). Usage from a package: `node ../shared/jest/run.mjs [jest args]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { run } from 'jest';

const configPath = path.resolve('jest.config.ts');
const loaded = await tsImport(pathToFileURL(configPath).href, import.meta.url);
const config = loaded.default?.default ?? loaded.default ?? loaded;
await run(['--config', JSON.stringify(config), ...process.argv.slice(2)]);
